from enum import StrEnum


class TournamentEventType(StrEnum):
    FINISHED = "finished"
    JOINED = "joined"
    PAIRED = "paired"
    ROUND_STARTED = "round_started"
    STANDINGS = "standings"
    STARTED = "started"
    WITHDREW = "withdrew"

    def __str__(self) -> str:
        return str(self.value)
