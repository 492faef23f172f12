from enum import StrEnum


class FlagDashNewSeekOptionsFirstTiebreak(StrEnum):
    RED = "red"
    WHITE = "white"

    def __str__(self) -> str:
        return str(self.value)
