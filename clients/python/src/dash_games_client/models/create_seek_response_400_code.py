from enum import StrEnum


class CreateSeekResponse400Code(StrEnum):
    BAD_OPTIONS = "BAD_OPTIONS"
    JSON_TOO_DEEP = "JSON_TOO_DEEP"
    MALFORMED_JSON = "MALFORMED_JSON"
    PLAYER_COUNT_UNSUPPORTED = "PLAYER_COUNT_UNSUPPORTED"
    RATED_WITH_BOTS = "RATED_WITH_BOTS"
    VALIDATION_ERROR = "VALIDATION_ERROR"

    def __str__(self) -> str:
        return str(self.value)
