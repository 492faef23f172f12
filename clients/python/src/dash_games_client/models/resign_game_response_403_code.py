from enum import StrEnum


class ResignGameResponse403Code(StrEnum):
    FORBIDDEN = "FORBIDDEN"
    INSUFFICIENT_SCOPE = "INSUFFICIENT_SCOPE"

    def __str__(self) -> str:
        return str(self.value)
