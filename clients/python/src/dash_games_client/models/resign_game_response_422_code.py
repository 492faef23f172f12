from enum import StrEnum


class ResignGameResponse422Code(StrEnum):
    GAME_OVER = "GAME_OVER"

    def __str__(self) -> str:
        return str(self.value)
