from enum import StrEnum


class FlagDashNewGameOptionsMode(StrEnum):
    ADVANCED = "advanced"
    BASIC = "basic"

    def __str__(self) -> str:
        return str(self.value)
