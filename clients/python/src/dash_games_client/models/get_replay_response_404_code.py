from enum import StrEnum


class GetReplayResponse404Code(StrEnum):
    GAME_NOT_FOUND = "GAME_NOT_FOUND"

    def __str__(self) -> str:
        return str(self.value)
