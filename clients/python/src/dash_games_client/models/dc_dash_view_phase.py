from enum import StrEnum


class DcDashViewPhase(StrEnum):
    DISCARD_TO_LIMIT = "discard_to_limit"
    TURN = "turn"

    def __str__(self) -> str:
        return str(self.value)
