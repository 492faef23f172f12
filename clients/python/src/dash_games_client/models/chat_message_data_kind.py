from enum import StrEnum


class ChatMessageDataKind(StrEnum):
    PHRASE = "phrase"
    TEXT = "text"

    def __str__(self) -> str:
        return str(self.value)
