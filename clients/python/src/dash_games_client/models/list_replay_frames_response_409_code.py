from enum import StrEnum


class ListReplayFramesResponse409Code(StrEnum):
    REPLAY_NOT_AVAILABLE = "REPLAY_NOT_AVAILABLE"

    def __str__(self) -> str:
        return str(self.value)
