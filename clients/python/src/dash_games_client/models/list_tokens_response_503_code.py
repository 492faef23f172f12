from enum import StrEnum


class ListTokensResponse503Code(StrEnum):
    SERVICE_UNAVAILABLE = "SERVICE_UNAVAILABLE"

    def __str__(self) -> str:
        return str(self.value)
