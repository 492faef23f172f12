from enum import StrEnum


class DoubleDashEventGameOverReason(StrEnum):
    CAPTURED_ALL = "captured_all"
    RESIGNED = "resigned"

    def __str__(self) -> str:
        return str(self.value)
