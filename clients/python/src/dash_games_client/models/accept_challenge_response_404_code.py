from enum import StrEnum


class AcceptChallengeResponse404Code(StrEnum):
    CHALLENGE_NOT_FOUND = "CHALLENGE_NOT_FOUND"

    def __str__(self) -> str:
        return str(self.value)
