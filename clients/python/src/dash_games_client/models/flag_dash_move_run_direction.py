from enum import StrEnum


class FlagDashMoveRunDirection(StrEnum):
    BACKWARD = "backward"
    FORWARD = "forward"
    LEFT = "left"
    RIGHT = "right"

    def __str__(self) -> str:
        return str(self.value)
