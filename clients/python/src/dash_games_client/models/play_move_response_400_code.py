from enum import StrEnum


class PlayMoveResponse400Code(StrEnum):
    BAD_MOVE = "BAD_MOVE"
    JSON_TOO_DEEP = "JSON_TOO_DEEP"
    MALFORMED_JSON = "MALFORMED_JSON"
    VALIDATION_ERROR = "VALIDATION_ERROR"

    def __str__(self) -> str:
        return str(self.value)
