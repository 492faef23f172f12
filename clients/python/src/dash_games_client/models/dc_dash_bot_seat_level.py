from enum import StrEnum


class DcDashBotSeatLevel(StrEnum):
    HEURISTIC = "heuristic"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
