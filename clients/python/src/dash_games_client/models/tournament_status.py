from enum import StrEnum


class TournamentStatus(StrEnum):
    CANCELLED = "cancelled"
    FINISHED = "finished"
    OPEN = "open"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
