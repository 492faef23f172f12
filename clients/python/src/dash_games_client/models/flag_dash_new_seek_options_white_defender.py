from enum import StrEnum


class FlagDashNewSeekOptionsWhiteDefender(StrEnum):
    BLACK = "black"
    GREEN = "green"
    ORANGE = "orange"

    def __str__(self) -> str:
        return str(self.value)
