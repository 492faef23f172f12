from enum import StrEnum


class FlagDashBotSeatLevel(StrEnum):
    HEURISTIC = "heuristic"
    RANDOM = "random"
    STRONG = "strong"

    def __str__(self) -> str:
        return str(self.value)
