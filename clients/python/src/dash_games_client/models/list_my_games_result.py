from enum import StrEnum


class ListMyGamesResult(StrEnum):
    DRAWN = "drawn"
    LOST = "lost"
    WON = "won"

    def __str__(self) -> str:
        return str(self.value)
