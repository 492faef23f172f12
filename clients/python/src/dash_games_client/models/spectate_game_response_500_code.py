from enum import StrEnum


class SpectateGameResponse500Code(StrEnum):
    INTERNAL_ERROR = "INTERNAL_ERROR"

    def __str__(self) -> str:
        return str(self.value)
