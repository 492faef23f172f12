from enum import StrEnum


class CreateGameResponse422Code(StrEnum):
    RATED_WITH_HOUSE_BOTS = "RATED_WITH_HOUSE_BOTS"

    def __str__(self) -> str:
        return str(self.value)
