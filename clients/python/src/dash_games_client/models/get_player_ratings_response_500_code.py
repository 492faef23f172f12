from enum import StrEnum


class GetPlayerRatingsResponse500Code(StrEnum):
    INTERNAL_ERROR = "INTERNAL_ERROR"

    def __str__(self) -> str:
        return str(self.value)
