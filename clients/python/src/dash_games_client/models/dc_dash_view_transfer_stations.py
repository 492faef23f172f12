from enum import StrEnum


class DcDashViewTransferStations(StrEnum):
    JUNCTIONS = "junctions"
    TWO_LEVEL = "two_level"

    def __str__(self) -> str:
        return str(self.value)
