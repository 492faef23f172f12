from enum import StrEnum


class CreateChallengeResponse400Code(StrEnum):
    BAD_OPTIONS = "BAD_OPTIONS"
    CANNOT_CHALLENGE_SELF = "CANNOT_CHALLENGE_SELF"
    JSON_TOO_DEEP = "JSON_TOO_DEEP"
    MALFORMED_JSON = "MALFORMED_JSON"
    VALIDATION_ERROR = "VALIDATION_ERROR"

    def __str__(self) -> str:
        return str(self.value)
