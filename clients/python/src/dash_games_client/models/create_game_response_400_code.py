from enum import StrEnum


class CreateGameResponse400Code(StrEnum):
    BAD_OPTIONS = "BAD_OPTIONS"
    JSON_TOO_DEEP = "JSON_TOO_DEEP"
    MALFORMED_JSON = "MALFORMED_JSON"
    VALIDATION_ERROR = "VALIDATION_ERROR"

    def __str__(self) -> str:
        return str(self.value)
