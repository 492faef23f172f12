from enum import StrEnum


class GetPlayerResponse404Code(StrEnum):
    PLAYER_NOT_FOUND = "PLAYER_NOT_FOUND"

    def __str__(self) -> str:
        return str(self.value)
