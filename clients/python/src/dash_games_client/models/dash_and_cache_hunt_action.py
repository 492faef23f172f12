from enum import StrEnum


class DashAndCacheHuntAction(StrEnum):
    RACE = "race"
    SEARCH = "search"

    def __str__(self) -> str:
        return str(self.value)
