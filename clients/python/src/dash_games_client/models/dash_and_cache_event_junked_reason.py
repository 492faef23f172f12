from enum import StrEnum


class DashAndCacheEventJunkedReason(StrEnum):
    CHALLENGE_FAILED = "challenge_failed"
    CHALLENGE_UPHELD = "challenge_upheld"
    NOT_RETURNED = "not_returned"
    NO_TRADE = "no_trade"
    OPENING = "opening"

    def __str__(self) -> str:
        return str(self.value)
