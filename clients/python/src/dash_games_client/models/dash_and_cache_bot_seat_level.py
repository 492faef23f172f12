from enum import StrEnum


class DashAndCacheBotSeatLevel(StrEnum):
    HEURISTIC = "heuristic"
    RANDOM = "random"
    SEARCH = "search"
    STRONG = "strong"

    def __str__(self) -> str:
        return str(self.value)
