from enum import StrEnum


class FlagDashNewGameOptionsBoard(StrEnum):
    BACKYARD = "backyard"
    CUSTOM = "custom"
    STREET = "street"

    def __str__(self) -> str:
        return str(self.value)
