from enum import StrEnum


class CreatePlayerResponse403Code(StrEnum):
    FORBIDDEN = "FORBIDDEN"
    INSUFFICIENT_SCOPE = "INSUFFICIENT_SCOPE"
    SCOPE_NOT_ALLOWED = "SCOPE_NOT_ALLOWED"

    def __str__(self) -> str:
        return str(self.value)
