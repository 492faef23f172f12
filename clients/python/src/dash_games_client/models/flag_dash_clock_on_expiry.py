from enum import StrEnum


class FlagDashClockOnExpiry(StrEnum):
    BOT = "bot"
    FORFEIT = "forfeit"

    def __str__(self) -> str:
        return str(self.value)
