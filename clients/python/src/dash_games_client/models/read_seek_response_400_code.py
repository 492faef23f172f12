from enum import StrEnum


class ReadSeekResponse400Code(StrEnum):
    VALIDATION_ERROR = "VALIDATION_ERROR"

    def __str__(self) -> str:
        return str(self.value)
