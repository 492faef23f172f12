from enum import StrEnum


class CancelSeekResponse409Code(StrEnum):
    SEEK_ALREADY_PAIRED = "SEEK_ALREADY_PAIRED"

    def __str__(self) -> str:
        return str(self.value)
