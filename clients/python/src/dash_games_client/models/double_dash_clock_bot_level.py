from enum import StrEnum


class DoubleDashClockBotLevel(StrEnum):
    GREEDY = "greedy"
    HEURISTIC = "heuristic"
    RANDOM = "random"
    SEARCH = "search"

    def __str__(self) -> str:
        return str(self.value)
