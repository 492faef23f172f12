from enum import StrEnum


class MyGameResult(StrEnum):
    DRAWN = "drawn"
    LOST = "lost"
    WON = "won"

    def __str__(self) -> str:
        return str(self.value)
