from enum import StrEnum


class FlagDashTurnStage(StrEnum):
    ACT = "act"
    COMBO = "combo"
    SELECT = "select"

    def __str__(self) -> str:
        return str(self.value)
