from enum import StrEnum


class DiceyCurvesViewPhase(StrEnum):
    DICE = "dice"
    MOVE = "move"
    OVER = "over"
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
