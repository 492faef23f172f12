from enum import StrEnum


class CreateChallengeResponse403Code(StrEnum):
    INSUFFICIENT_SCOPE = "INSUFFICIENT_SCOPE"

    def __str__(self) -> str:
        return str(self.value)
