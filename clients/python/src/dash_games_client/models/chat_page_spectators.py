from enum import StrEnum


class ChatPageSpectators(StrEnum):
    OFF = "off"
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
