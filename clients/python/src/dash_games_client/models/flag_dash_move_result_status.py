from enum import StrEnum


class FlagDashMoveResultStatus(StrEnum):
    ACCEPTED = "accepted"
    APPLIED = "applied"
    REJECTED = "rejected"

    def __str__(self) -> str:
        return str(self.value)
