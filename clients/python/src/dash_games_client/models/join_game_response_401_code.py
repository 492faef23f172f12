from enum import StrEnum


class JoinGameResponse401Code(StrEnum):
    TOKEN_REVOKED = "TOKEN_REVOKED"
    UNAUTHENTICATED = "UNAUTHENTICATED"

    def __str__(self) -> str:
        return str(self.value)
