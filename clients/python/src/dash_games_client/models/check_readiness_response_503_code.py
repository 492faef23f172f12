from enum import StrEnum


class CheckReadinessResponse503Code(StrEnum):
    NOT_READY = "NOT_READY"
    SERVICE_UNAVAILABLE = "SERVICE_UNAVAILABLE"

    def __str__(self) -> str:
        return str(self.value)
