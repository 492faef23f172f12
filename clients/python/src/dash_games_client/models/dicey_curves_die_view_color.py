from enum import StrEnum


class DiceyCurvesDieViewColor(StrEnum):
    GREEN = "green"
    WHITE = "white"

    def __str__(self) -> str:
        return str(self.value)
