from enum import StrEnum


class AccountEventType(StrEnum):
    CHALLENGE_ACCEPTED = "challenge_accepted"
    CHALLENGE_CANCELLED = "challenge_cancelled"
    CHALLENGE_DECLINED = "challenge_declined"
    CHALLENGE_EXPIRED = "challenge_expired"
    CHALLENGE_RECEIVED = "challenge_received"
    GAME_FINISHED = "game_finished"
    GAME_STARTED = "game_started"
    TOKEN_REVOKED = "token_revoked"
    YOUR_TURN = "your_turn"

    def __str__(self) -> str:
        return str(self.value)
