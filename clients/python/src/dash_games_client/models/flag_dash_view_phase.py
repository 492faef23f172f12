from enum import StrEnum


class FlagDashViewPhase(StrEnum):
    OVER = "over"
    PLAN = "plan"
    SECRET_TUNNEL = "secret_tunnel"
    SETUP = "setup"
    SPY = "spy"
    TIE = "tie"
    TURN = "turn"

    def __str__(self) -> str:
        return str(self.value)
