from enum import StrEnum


class CreateSeekResponse409Code(StrEnum):
    ALREADY_SEEKING = "ALREADY_SEEKING"

    def __str__(self) -> str:
        return str(self.value)
