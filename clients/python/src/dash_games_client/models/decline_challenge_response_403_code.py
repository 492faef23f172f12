from enum import StrEnum


class DeclineChallengeResponse403Code(StrEnum):
    INSUFFICIENT_SCOPE = "INSUFFICIENT_SCOPE"
    NOT_YOUR_CHALLENGE = "NOT_YOUR_CHALLENGE"

    def __str__(self) -> str:
        return str(self.value)
