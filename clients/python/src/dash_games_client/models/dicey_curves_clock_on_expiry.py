from enum import StrEnum


class DiceyCurvesClockOnExpiry(StrEnum):
    BOT = "bot"
    FORFEIT = "forfeit"

    def __str__(self) -> str:
        return str(self.value)
