from enum import StrEnum


class ResignGameResponse409Code(StrEnum):
    GAME_NOT_STARTED = "GAME_NOT_STARTED"

    def __str__(self) -> str:
        return str(self.value)
