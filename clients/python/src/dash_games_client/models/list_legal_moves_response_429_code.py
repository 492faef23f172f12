from enum import StrEnum


class ListLegalMovesResponse429Code(StrEnum):
    RATE_LIMITED = "RATE_LIMITED"

    def __str__(self) -> str:
        return str(self.value)
