from enum import StrEnum


class ReadSeekResponse404Code(StrEnum):
    SEEK_NOT_FOUND = "SEEK_NOT_FOUND"

    def __str__(self) -> str:
        return str(self.value)
