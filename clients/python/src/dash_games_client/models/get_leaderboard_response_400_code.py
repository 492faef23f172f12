from enum import StrEnum


class GetLeaderboardResponse400Code(StrEnum):
    VALIDATION_ERROR = "VALIDATION_ERROR"

    def __str__(self) -> str:
        return str(self.value)
