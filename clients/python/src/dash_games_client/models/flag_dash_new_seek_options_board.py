from enum import StrEnum


class FlagDashNewSeekOptionsBoard(StrEnum):
    BACKYARD = "backyard"
    CUSTOM = "custom"
    STREET = "street"

    def __str__(self) -> str:
        return str(self.value)
