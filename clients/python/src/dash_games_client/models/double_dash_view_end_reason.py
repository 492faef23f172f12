from enum import StrEnum


class DoubleDashViewEndReason(StrEnum):
    CAPTURED_ALL = "captured_all"
    RESIGNED = "resigned"

    def __str__(self) -> str:
        return str(self.value)
