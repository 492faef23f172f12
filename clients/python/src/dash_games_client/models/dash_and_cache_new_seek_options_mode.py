from enum import StrEnum


class DashAndCacheNewSeekOptionsMode(StrEnum):
    COMPANION = "companion"
    DIGITAL = "digital"

    def __str__(self) -> str:
        return str(self.value)
