from enum import StrEnum


class TournamentFormat(StrEnum):
    ARENA = "arena"
    SWISS = "swiss"

    def __str__(self) -> str:
        return str(self.value)
