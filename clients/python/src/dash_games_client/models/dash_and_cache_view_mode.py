from enum import StrEnum


class DashAndCacheViewMode(StrEnum):
    COMPANION = "companion"
    DIGITAL = "digital"

    def __str__(self) -> str:
        return str(self.value)
