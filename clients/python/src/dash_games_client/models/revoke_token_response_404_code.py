from enum import StrEnum


class RevokeTokenResponse404Code(StrEnum):
    TOKEN_NOT_FOUND = "TOKEN_NOT_FOUND"

    def __str__(self) -> str:
        return str(self.value)
