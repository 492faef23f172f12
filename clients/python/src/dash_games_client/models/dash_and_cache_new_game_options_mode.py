from enum import StrEnum


class DashAndCacheNewGameOptionsMode(StrEnum):
    COMPANION = "companion"
    DIGITAL = "digital"

    def __str__(self) -> str:
        return str(self.value)
