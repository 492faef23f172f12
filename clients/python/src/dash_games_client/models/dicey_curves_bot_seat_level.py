from enum import StrEnum


class DiceyCurvesBotSeatLevel(StrEnum):
    HEURISTIC = "heuristic"
    RANDOM = "random"
    STRONG = "strong"

    def __str__(self) -> str:
        return str(self.value)
