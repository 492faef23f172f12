from enum import StrEnum


class FlagDashEventGameOverWinner(StrEnum):
    RED = "red"
    WHITE = "white"

    def __str__(self) -> str:
        return str(self.value)
