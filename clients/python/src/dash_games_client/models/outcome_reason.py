from enum import StrEnum


class OutcomeReason(StrEnum):
    BACK_AT_UNION_STATION = "back_at_union_station"
    CACHE_COMPLETE = "cache_complete"
    CAPTURED_ALL = "captured_all"
    DRAW = "draw"
    EVERY_FLAG_HELD = "every_flag_held"
    OTHER = "other"
    RACE_FINISHED = "race_finished"
    RESIGNED = "resigned"
    ROUND_LIMIT = "round_limit"
    STEP_LIMIT = "step_limit"
    TEAM_FLAG_TAKEN = "team_flag_taken"
    TIME_CALLED = "time_called"

    def __str__(self) -> str:
        return str(self.value)
