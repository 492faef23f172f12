from enum import StrEnum


class TournamentCreateType(StrEnum):
    DASH_AND_CACHE = "dash_and_cache"
    DC_DASH = "dc_dash"
    DICEY_CURVES = "dicey_curves"
    DOUBLE_DASH = "double_dash"
    FLAG_DASH = "flag_dash"

    def __str__(self) -> str:
        return str(self.value)
