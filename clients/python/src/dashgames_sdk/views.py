"""Typed shapes of what a bot reads: account events, game event records, move answers and the
caller's view of a game.

Light ``TypedDict``s over the JSON the streams deliver (a stream hands out plain records, fast
to parse, one per event), and dataclasses for answers; ``GameRead.model`` is the generated
client's own model for that game type (``DoubleDashGameRead``, ...), typed field by field.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, TypedDict

GAME_TYPES = ("dash_and_cache", "dc_dash", "dicey_curves", "double_dash", "flag_dash")

AccountEventType = Literal[
    "challenge_received", "challenge_accepted", "challenge_declined", "challenge_cancelled",
    "challenge_expired", "game_started", "your_turn", "game_finished", "token_revoked",
    "seek_removed", "challenge_sent", "game_ongoing",
]


class AccountEvent(TypedDict, total=False):
    """One record of ``GET /v1/players/me/events`` (``replayed``: listed at the connection's
    start because it is still open, not a new event: ``replay=true``)."""

    id: str
    type: AccountEventType
    data: dict[str, Any]
    replayed: bool


class Clock(TypedDict):
    deadline: float | None
    remaining: float | None


class YourTurn(TypedDict, total=False):
    """``your_turn``'s data: everything the seat's next decision needs (``view``: only on a
    stream opened ``with_view``)."""

    game_id: str
    game_type: str
    version: int
    seat: int
    legal_moves: list[dict[str, Any]]
    clock: Clock | None
    view: dict[str, Any] | None


class GameStarted(TypedDict):
    game_id: str
    game_type: str
    version: int
    seat: int
    rated: bool
    seats: list[dict[str, Any]]


class RatingChange(TypedDict):
    before: float
    after: float
    delta: float


class GameFinished(TypedDict):
    game_id: str
    game_type: str
    outcome: dict[str, Any]
    seat: int
    result: str
    rated: bool
    rating_change: RatingChange | None


class Challenge(TypedDict, total=False):
    """A challenge as ``challenge_received`` carries it (``docs/ACCOUNTS.md``)."""

    id: str
    game_type: str
    players: int
    rated: bool
    clock: dict[str, Any] | None
    options: dict[str, Any]
    challenger: dict[str, Any]
    status: str


class EventRecord(TypedDict):
    """One record of a game's stream: ``to_act`` after its step, and the reader's legal moves
    on the record that hands the reader's seat the turn (else null)."""

    id: str
    version: int
    seq: int
    game_type: str
    event: dict[str, Any]
    to_act: list[int] | None
    legal_moves: list[dict[str, Any]] | None


@dataclass(frozen=True)
class MoveAnswer:
    """The answer to a move: the game's version after it, who acts next, and the mover's
    legal moves when it acts again at once (a turn of several moves)."""

    status: str
    version: int | None
    to_act: list[int] | None
    legal_moves: list[dict[str, Any]] | None
    events: list[dict[str, Any]]
    game_type: str
    clock: Clock | None
    raw: dict[str, Any] = field(repr=False)
    view: dict[str, Any] | None = field(repr=False, default=None)  # asked ``with_view``

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> MoveAnswer:
        return cls(raw.get("status", ""), raw.get("version"), raw.get("to_act"),
                   raw.get("legal_moves"), list(raw.get("events") or []),
                   raw.get("game_type", ""), raw.get("clock"), raw, raw.get("view"))


@dataclass(frozen=True)
class GameRead:
    """The caller's view of a game: ``view`` is what its seat may know (JSON, as the game's
    ``view.py`` renders it); ``model`` the generated per-game model of the whole answer."""

    game_type: str
    seat: int | None
    version: int
    view: dict[str, Any]
    summary: dict[str, Any]
    model: Any = field(repr=False, default=None)


def game_read(raw: dict[str, Any], model: Any = None) -> GameRead:
    return GameRead(raw["type"], raw.get("seat"), int(raw["version"]), raw["view"],
                    raw["game"], model)
