from enum import StrEnum


class JoinGameResponse403Code(StrEnum):
    INSUFFICIENT_SCOPE = "INSUFFICIENT_SCOPE"
    INVITE_INVALID = "INVITE_INVALID"
    INVITE_REQUIRED = "INVITE_REQUIRED"

    def __str__(self) -> str:
        return str(self.value)
