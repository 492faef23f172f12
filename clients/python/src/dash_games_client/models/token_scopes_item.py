from enum import StrEnum


class TokenScopesItem(StrEnum):
    BOT = "bot"
    PLAY = "play"
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
