from enum import StrEnum


class DashAndCacheReplayMoveActor(StrEnum):
    RESIGN = "resign"
    TIMER = "timer"

    def __str__(self) -> str:
        return str(self.value)
