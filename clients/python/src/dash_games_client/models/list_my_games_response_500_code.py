from enum import StrEnum


class ListMyGamesResponse500Code(StrEnum):
    INTERNAL_ERROR = "INTERNAL_ERROR"

    def __str__(self) -> str:
        return str(self.value)
