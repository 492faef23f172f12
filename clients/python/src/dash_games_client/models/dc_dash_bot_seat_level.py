from enum import StrEnum


class DcDashBotSeatLevel(StrEnum):
    HEURISTIC = "heuristic"
    RANDOM = "random"
    STRONG = "strong"

    def __str__(self) -> str:
        return str(self.value)
