from enum import StrEnum


class DashAndCacheEventRolledFace(StrEnum):
    AUCTION = "auction"
    RACE = "race"
    SEARCH = "search"
    STEAL = "steal"
    SWITCH = "switch"
    TRADE = "trade"

    def __str__(self) -> str:
        return str(self.value)
