from enum import StrEnum


class RematchGameResponse409Code(StrEnum):
    REMATCH_NOT_AVAILABLE = "REMATCH_NOT_AVAILABLE"

    def __str__(self) -> str:
        return str(self.value)
