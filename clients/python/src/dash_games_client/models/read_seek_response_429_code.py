from enum import StrEnum


class ReadSeekResponse429Code(StrEnum):
    RATE_LIMITED = "RATE_LIMITED"
    TOO_MANY_STREAMS = "TOO_MANY_STREAMS"

    def __str__(self) -> str:
        return str(self.value)
