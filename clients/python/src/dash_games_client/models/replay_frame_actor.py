from enum import StrEnum


class ReplayFrameActor(StrEnum):
    RESIGN = "resign"
    TIMER = "timer"

    def __str__(self) -> str:
        return str(self.value)
