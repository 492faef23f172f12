from enum import StrEnum


class TournamentCreateFormat(StrEnum):
    ARENA = "arena"
    SWISS = "swiss"

    def __str__(self) -> str:
        return str(self.value)
