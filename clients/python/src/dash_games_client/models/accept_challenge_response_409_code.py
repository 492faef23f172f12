from enum import StrEnum


class AcceptChallengeResponse409Code(StrEnum):
    CHALLENGE_CLOSED = "CHALLENGE_CLOSED"
    CHALLENGE_EXPIRED = "CHALLENGE_EXPIRED"

    def __str__(self) -> str:
        return str(self.value)
