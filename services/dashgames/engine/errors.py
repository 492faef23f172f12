"""One error hierarchy for the rules core.

Every error carries a stable ``code`` that the API maps to one HTTP status and documents in the
contract; ``message`` is for people; ``details`` is JSON-ready context (a field, a limit).
"""

from __future__ import annotations

from typing import Any, ClassVar


class RulesError(Exception):
    """Base of every error the engine or a game raises on purpose."""

    code: ClassVar[str] = "RULES_ERROR"

    def __init__(self, message: str, **details: Any) -> None:
        super().__init__(message)
        self.message = message
        self.details = details

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "message": self.message, "details": self.details}


class BadMove(RulesError):
    """The move is malformed: unknown type, missing or mistyped field."""

    code = "BAD_MOVE"


class IllegalMove(RulesError):
    """The move is well formed but the rules do not allow it now."""

    code = "ILLEGAL_MOVE"


class PreviewEnded(RulesError):
    """A move staged after a step whose result is shown only once it is played
    (``engine.preview``)."""

    code = "PREVIEW_ENDED"


class NotYourTurn(RulesError):
    """The seat is not among those that must act."""

    code = "NOT_YOUR_TURN"


class GameOver(RulesError):
    """The game has ended; no more moves are taken."""

    code = "GAME_OVER"


class BadOptions(RulesError):
    """Game options (or the player count) are invalid; ``details['field']`` names the culprit."""

    code = "BAD_OPTIONS"


class UnknownGame(RulesError):
    """No game of that type is registered."""

    code = "UNKNOWN_GAME_TYPE"


class BadState(RulesError):
    """A serialised state or view does not decode into the game's state."""

    code = "BAD_STATE"


class UnknownTimer(RulesError):
    """A timer fired that the state no longer has pending (the game moved on)."""

    code = "UNKNOWN_TIMER"
