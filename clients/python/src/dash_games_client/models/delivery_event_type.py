from enum import StrEnum


class DeliveryEventType(StrEnum):
    CHALLENGE_ACCEPTED = "challenge_accepted"
    CHALLENGE_CANCELLED = "challenge_cancelled"
    CHALLENGE_DECLINED = "challenge_declined"
    CHALLENGE_EXPIRED = "challenge_expired"
    CHALLENGE_RECEIVED = "challenge_received"
    CHALLENGE_SENT = "challenge_sent"
    CHAT_MESSAGE = "chat_message"
    GAME_FINISHED = "game_finished"
    GAME_ONGOING = "game_ongoing"
    GAME_STARTED = "game_started"
    SEEK_REMOVED = "seek_removed"
    TOKEN_REVOKED = "token_revoked"
    WEBHOOK_DISABLED = "webhook_disabled"
    YOUR_TURN = "your_turn"

    def __str__(self) -> str:
        return str(self.value)
