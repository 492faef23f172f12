from enum import StrEnum


class ChatSettingsSpectators(StrEnum):
    OFF = "off"
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
