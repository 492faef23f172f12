from enum import StrEnum


class CreateChallengeResponse422Code(StrEnum):
    GAME_TYPE_NOT_ACCEPTED = "GAME_TYPE_NOT_ACCEPTED"
    RATED_WITH_HOUSE_BOTS = "RATED_WITH_HOUSE_BOTS"

    def __str__(self) -> str:
        return str(self.value)
