from enum import StrEnum


class DiceyCurvesEventRaceOverReason(StrEnum):
    FINISH = "finish"
    ROUND_LIMIT = "round_limit"

    def __str__(self) -> str:
        return str(self.value)
