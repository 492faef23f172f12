from enum import StrEnum


class GetLeaderboardResponse400Code(StrEnum):
    BAD_CURSOR = "BAD_CURSOR"
    VALIDATION_ERROR = "VALIDATION_ERROR"

    def __str__(self) -> str:
        return str(self.value)
