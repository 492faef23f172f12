from enum import StrEnum


class ReadSeekResponse403Code(StrEnum):
    INSUFFICIENT_SCOPE = "INSUFFICIENT_SCOPE"

    def __str__(self) -> str:
        return str(self.value)
