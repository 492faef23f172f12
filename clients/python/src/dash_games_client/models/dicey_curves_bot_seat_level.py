from enum import StrEnum


class DiceyCurvesBotSeatLevel(StrEnum):
    HEURISTIC = "heuristic"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
