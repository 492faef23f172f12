from enum import StrEnum


class GetCommandResponse404Code(StrEnum):
    COMMAND_NOT_FOUND = "COMMAND_NOT_FOUND"
    GAME_NOT_FOUND = "GAME_NOT_FOUND"

    def __str__(self) -> str:
        return str(self.value)
