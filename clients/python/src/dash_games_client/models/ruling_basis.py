from enum import StrEnum


class RulingBasis(StrEnum):
    GAP = "gap"
    OPTION = "option"

    def __str__(self) -> str:
        return str(self.value)
