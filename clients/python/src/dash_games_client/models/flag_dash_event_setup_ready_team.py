from enum import StrEnum


class FlagDashEventSetupReadyTeam(StrEnum):
    RED = "red"
    WHITE = "white"

    def __str__(self) -> str:
        return str(self.value)
