from enum import StrEnum


class PlayerCreatedScopesItem(StrEnum):
    BOT = "bot"
    PLAY = "play"
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
