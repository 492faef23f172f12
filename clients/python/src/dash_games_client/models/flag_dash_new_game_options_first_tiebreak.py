from enum import StrEnum


class FlagDashNewGameOptionsFirstTiebreak(StrEnum):
    RED = "red"
    WHITE = "white"

    def __str__(self) -> str:
        return str(self.value)
