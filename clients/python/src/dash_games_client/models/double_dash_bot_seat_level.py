from enum import StrEnum


class DoubleDashBotSeatLevel(StrEnum):
    GREEDY = "greedy"
    HEURISTIC = "heuristic"
    RANDOM = "random"
    STRONG = "strong"

    def __str__(self) -> str:
        return str(self.value)
