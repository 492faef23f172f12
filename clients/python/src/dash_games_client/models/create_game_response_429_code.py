from enum import StrEnum


class CreateGameResponse429Code(StrEnum):
    RATE_LIMITED = "RATE_LIMITED"
    TOO_MANY_OPEN_GAMES = "TOO_MANY_OPEN_GAMES"

    def __str__(self) -> str:
        return str(self.value)
