from enum import StrEnum


class FlagDashNewGameOptionsWhiteDefender(StrEnum):
    BLACK = "black"
    GREEN = "green"
    ORANGE = "orange"

    def __str__(self) -> str:
        return str(self.value)
