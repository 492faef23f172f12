from enum import StrEnum


class GetGameTypeResponse404Code(StrEnum):
    UNKNOWN_GAME_TYPE = "UNKNOWN_GAME_TYPE"

    def __str__(self) -> str:
        return str(self.value)
