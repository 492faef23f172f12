from enum import StrEnum


class FlagDashTurnPreviewStop(StrEnum):
    HIDDEN_RESULT = "hidden_result"
    TURN_OVER = "turn_over"

    def __str__(self) -> str:
        return str(self.value)
