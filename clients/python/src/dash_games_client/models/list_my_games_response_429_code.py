from enum import StrEnum


class ListMyGamesResponse429Code(StrEnum):
    RATE_LIMITED = "RATE_LIMITED"

    def __str__(self) -> str:
        return str(self.value)
