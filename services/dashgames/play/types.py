"""The live game as the API shows it: seats, clocks, summaries, reads, answers, events."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, NamedTuple

SeatKind = Literal["human", "bot"]


GameStatus = Literal["open", "active", "finished"]


TURN_BASED = (3600.0, 14 * 86400.0)
"""Per-move time of a clock with a day bank (turn-based play): 1 hour to 14 days."""

@dataclass(frozen=True)
class SeatSpec:
    """How a game is created: each seat is an open human seat or a bot of some level."""

    kind: SeatKind
    bot_level: str | None = None


ExpiryPolicy = Literal["bot", "forfeit"]


@dataclass(frozen=True)
class ClockSpec:
    """The table's clock, chosen at creation (docs/CLOCKS.md): time per move, a bank of time
    with an increment per turn, or both; ``on_expiry`` None takes the game type's default."""

    per_move_seconds: float | None = None
    initial_seconds: float | None = None
    increment_seconds: float = 0.0
    on_expiry: ExpiryPolicy | None = None
    bot_level: str | None = None
    """The level of the bot that takes over a seat whose time ran out (None: the game type's
    default level)."""
    bank_seconds: float | None = None
    """Turn-based play's day bank: time each seat draws on when a move takes longer than
    ``per_move_seconds`` (1 hour to 14 days for such a clock); None: no bank."""


@dataclass(frozen=True)
class SeatInfo:
    seat: int
    kind: SeatKind
    player_id: str | None
    player_name: str | None
    bot_level: str | None
    resigned: bool = False
    is_bot: bool = False  # a house bot, or a bot account
    bot_owner: str | None = None  # a bot account's owner


@dataclass(frozen=True)
class GameSummary:
    """What the lobby and every game read show besides the view."""

    id: str
    type: str
    status: GameStatus
    options: dict[str, Any]
    seats: tuple[SeatInfo, ...]
    version: int
    seed_sha256: str
    created_at: float
    to_act: tuple[int, ...]
    outcome: dict[str, Any] | None = None
    timers: tuple[dict[str, Any], ...] = ()  # {"id", "deadline"} (unix seconds), running clocks
    # The table's clock (docs/CLOCKS.md): its settings, each acting seat's deadline and each
    # seat's banked time; None for a game without one.
    clock: dict[str, Any] | None = None
    private: bool = False  # joinable only through its invite, listed in no lobby
    rematch_of: str | None = None  # the finished game this one is the rematch of
    rated: bool = False


@dataclass(frozen=True)
class GameRead:
    """The caller's view: ``view_json`` is the pre-rendered view, already JSON text."""

    summary: GameSummary
    seat: int | None  # the caller's seat, None for a spectator
    version: int
    view_json: str
    invite_path: str | None = None  # a private game's invite, for its creator and its players


class LegalMoves(NamedTuple):
    """A seat's legal moves now: ``moves_json`` is the pre-rendered list, JSON text."""

    seat: int
    version: int
    moves_json: str
    game_type: str


@dataclass(frozen=True)
class MoveResult:
    """The answer to a command, replayed verbatim for a repeated idempotency key."""

    status: Literal["applied", "accepted"]  # accepted: queued (202), result not yet known
    command_id: str
    version: int | None
    events: tuple[dict[str, Any], ...] = ()
    error: dict[str, Any] | None = None  # {"code", "message", "details"} when the rules refused
    # Known only on the first answer to an applied move (None when answered again): the seats
    # to act next, and the submitter's own legal moves (JSON text) when it is one of them, so
    # a seat with a turn of several moves needs no read between them.
    to_act: tuple[int, ...] | None = None
    legal_moves_json: str | None = None
    # The submitter's clock after the move ({"deadline", "remaining"}), None without a table
    # clock or when answered again; the game type, filled in by the back end for the answer.
    clock: dict[str, float | None] | None = None
    game_type: str = ""


@dataclass(frozen=True)
class EventRecord:
    """One event as one reader receives it. ``id`` is ``"<version>-<seq>"`` (the cursor for
    Last-Event-ID / ``?after=``); ``seq`` counts the step's events from 1 (0: a ``turn``
    written for this reader alone); ``to_act`` are the seats to act after the step (None for
    steps logged before the log kept them); ``legal_moves_json`` the reader's own legal moves
    (JSON text), on the last event of a step that hands its seat the turn while the game still
    stands there."""

    id: str
    version: int
    event: dict[str, Any]
    seq: int = 0
    to_act: tuple[int, ...] | None = None
    legal_moves_json: str | None = None
    game_type: str = ""


@dataclass(frozen=True)
class Replay:
    game_type: str
    players: int
    options: dict[str, Any]
    seed: str
    seed_sha256: str
    moves: tuple[dict[str, Any], ...]  # {"actor": seat|"timer"|"resign", "move": ...}
    events: tuple[dict[str, Any], ...]
    outcome: dict[str, Any] | None


MAX_REPLAY_FRAMES = 200
"""The most replay frames (whole spectator views) one ``replay_frames`` call renders."""


@dataclass(frozen=True)
class TurnPreview:
    """``view`` and ``legal_moves`` after the ``shown`` staged steps; ``stop`` says why no
    more is shown (None: the seat acts on, and ``legal_moves`` are its next steps)."""

    game_type: str
    seat: int
    version: int
    shown: int
    stop: str | None
    view: dict[str, Any]
    legal_moves: list[dict[str, Any]]
