from enum import StrEnum


class DoubleDashMoveResultStatus(StrEnum):
    ACCEPTED = "accepted"
    APPLIED = "applied"
    REJECTED = "rejected"

    def __str__(self) -> str:
        return str(self.value)
