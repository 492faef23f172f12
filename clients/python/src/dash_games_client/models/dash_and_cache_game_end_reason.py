from enum import StrEnum


class DashAndCacheGameEndReason(StrEnum):
    CACHE_COMPLETE = "cache_complete"
    TIME_CALLED = "time_called"

    def __str__(self) -> str:
        return str(self.value)
