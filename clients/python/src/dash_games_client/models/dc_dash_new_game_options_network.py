from enum import StrEnum


class DcDashNewGameOptionsNetwork(StrEnum):
    VALUE_0 = "2010"
    VALUE_1 = "2014"
    VALUE_2 = "2022"

    def __str__(self) -> str:
        return str(self.value)
