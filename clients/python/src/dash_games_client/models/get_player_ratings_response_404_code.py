from enum import StrEnum


class GetPlayerRatingsResponse404Code(StrEnum):
    PLAYER_NOT_FOUND = "PLAYER_NOT_FOUND"

    def __str__(self) -> str:
        return str(self.value)
