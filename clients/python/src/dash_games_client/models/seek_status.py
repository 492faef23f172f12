from enum import StrEnum


class SeekStatus(StrEnum):
    PAIRED = "paired"
    PAIRING = "pairing"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
