from enum import StrEnum


class FlagDashReplayMoveActor(StrEnum):
    RESIGN = "resign"
    TIMER = "timer"

    def __str__(self) -> str:
        return str(self.value)
