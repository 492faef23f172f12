from enum import StrEnum


class PlayMoveResponse409Code(StrEnum):
    DEADLINE_PASSED = "DEADLINE_PASSED"
    GAME_NOT_STARTED = "GAME_NOT_STARTED"
    STALE_VERSION = "STALE_VERSION"

    def __str__(self) -> str:
        return str(self.value)
