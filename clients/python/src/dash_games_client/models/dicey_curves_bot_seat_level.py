from enum import StrEnum


class DiceyCurvesBotSeatLevel(StrEnum):
    HEURISTIC = "heuristic"
    RANDOM = "random"
    SEARCH = "search"
    STRONG = "strong"

    def __str__(self) -> str:
        return str(self.value)
