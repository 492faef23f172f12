from enum import StrEnum


class FlagDashNewSeekOptionsRedDefender(StrEnum):
    BLUE = "blue"
    PURPLE = "purple"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)
