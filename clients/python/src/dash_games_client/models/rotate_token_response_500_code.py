from enum import StrEnum


class RotateTokenResponse500Code(StrEnum):
    INTERNAL_ERROR = "INTERNAL_ERROR"

    def __str__(self) -> str:
        return str(self.value)
