from enum import StrEnum


class DoubleDashClockOnExpiry(StrEnum):
    BOT = "bot"
    FORFEIT = "forfeit"

    def __str__(self) -> str:
        return str(self.value)
