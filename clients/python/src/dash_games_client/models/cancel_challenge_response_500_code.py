from enum import StrEnum


class CancelChallengeResponse500Code(StrEnum):
    INTERNAL_ERROR = "INTERNAL_ERROR"

    def __str__(self) -> str:
        return str(self.value)
