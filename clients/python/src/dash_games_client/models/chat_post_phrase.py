from enum import StrEnum


class ChatPostPhrase(StrEnum):
    GG = "gg"
    GOOD_LUCK = "good_luck"
    HELLO = "hello"
    OOPS = "oops"
    REMATCH = "rematch"
    THANKS = "thanks"
    THINKING = "thinking"
    WELL_PLAYED = "well_played"

    def __str__(self) -> str:
        return str(self.value)
