from enum import StrEnum


class RotateTokenResponse403Code(StrEnum):
    INSUFFICIENT_SCOPE = "INSUFFICIENT_SCOPE"
    SCOPE_NOT_ALLOWED = "SCOPE_NOT_ALLOWED"

    def __str__(self) -> str:
        return str(self.value)
