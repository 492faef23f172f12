from enum import StrEnum


class JoinGameResponse409Code(StrEnum):
    SEAT_TAKEN = "SEAT_TAKEN"

    def __str__(self) -> str:
        return str(self.value)
