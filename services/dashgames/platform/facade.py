"""The seam between the HTTP layer (``dashgames.state``) and the game back end.

The state service calls only these methods; the back end (Redis store, rules service, AI
service) implements them in ``dashgames.state.backend.GameService``. Every failure is a
``PlatformError`` (or an engine ``RulesError``) with a stable code; the HTTP layer maps codes to
statuses in one table and never inspects anything else.
"""

from __future__ import annotations

from collections.abc import Mapping
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import Any, Literal, NamedTuple, Protocol

from dashgames.engine.errors import RulesError

SeatKind = Literal["human", "bot"]
GameStatus = Literal["open", "active", "finished"]


class PlatformError(Exception):
    """An error outside the rules: auth, lookup, concurrency, limits. ``code`` is stable."""

    code = "PLATFORM_ERROR"

    def __init__(self, message: str, **details: Any) -> None:
        super().__init__(message)
        self.message = message
        self.details = details

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "message": self.message, "details": self.details}


class Unauthenticated(PlatformError):
    code = "UNAUTHENTICATED"  # 401: token missing or unknown


class Forbidden(PlatformError):
    code = "FORBIDDEN"  # 403: authenticated, but not this seat / not a player of this game


class GameNotFound(PlatformError):
    code = "GAME_NOT_FOUND"  # 404


class CommandNotFound(GameNotFound):
    code = "COMMAND_NOT_FOUND"  # 404 (a GameNotFound): no such command id for this game/seat


class StaleVersion(PlatformError):
    code = "STALE_VERSION"  # 409; details["current_version"]


class SeatTaken(PlatformError):
    code = "SEAT_TAKEN"  # 409: join a seat someone has, or a full game


class NotStarted(PlatformError):
    code = "GAME_NOT_STARTED"  # 409: moves before every seat is filled


class IdempotencyMismatch(PlatformError):
    code = "IDEMPOTENCY_KEY_REUSED"  # 422: same key, different request body


class ReplayUnavailable(PlatformError):
    code = "REPLAY_NOT_AVAILABLE"  # 409: the game has not ended yet


class TooManyOpenGames(PlatformError):
    code = "TOO_MANY_OPEN_GAMES"  # 429: the creator's open games are at their quota


class DeadlinePassed(PlatformError):
    code = "DEADLINE_PASSED"  # 409: the move came after its seat's (or a game timer's) deadline


class InviteRequired(Forbidden):
    code = "INVITE_REQUIRED"  # 403: a private game's seat is taken only through its invite


class InviteInvalid(Forbidden):
    code = "INVITE_INVALID"  # 403: the invite given is not this private game's


class RematchUnavailable(PlatformError):
    code = "REMATCH_NOT_AVAILABLE"  # 409: the game has not ended yet


class SeekNotFound(PlatformError):
    code = "SEEK_NOT_FOUND"  # 404: no such seek of the caller's (or it expired)


class AlreadySeeking(PlatformError):
    code = "ALREADY_SEEKING"  # 409: one waiting seek per player; details["seek_id"]


class SeekPaired(PlatformError):
    code = "SEEK_ALREADY_PAIRED"  # 409: too late to cancel; details["game_id"]


class RatedWithBots(PlatformError):
    code = "RATED_WITH_BOTS"  # 400: a rated seek cannot allow house bots


class PlayerCountUnsupported(PlatformError):
    code = "PLAYER_COUNT_UNSUPPORTED"  # 400: a table size the game type does not seat


# ---- accounts, tokens, challenges (docs/ACCOUNTS.md) ----------------------------------------
class TokenRevoked(Unauthenticated):
    code = "TOKEN_REVOKED"  # 401: the token was revoked (or rotated); open streams end with it


class InsufficientScope(Forbidden):
    code = "INSUFFICIENT_SCOPE"  # 403: the token lacks the scope the route needs; details.needs


class ScopeNotAllowed(Forbidden):
    code = "SCOPE_NOT_ALLOWED"  # 403: a scope this account (or this token) may not grant


class PlayerNotFound(GameNotFound):
    code = "PLAYER_NOT_FOUND"  # 404


class TokenNotFound(GameNotFound):
    code = "TOKEN_NOT_FOUND"  # 404: no such token of this account


class ChallengeNotFound(GameNotFound):
    code = "CHALLENGE_NOT_FOUND"  # 404


class NotYourChallenge(Forbidden):
    code = "NOT_YOUR_CHALLENGE"  # 403: only the challenged answers, only the challenger cancels


class ChallengeClosed(PlatformError):
    code = "CHALLENGE_CLOSED"  # 409: already accepted, declined or cancelled; details.status


class ChallengeExpired(ChallengeClosed):
    code = "CHALLENGE_EXPIRED"  # 409: its time ran out before an answer


class SelfChallenge(PlatformError):
    code = "CANNOT_CHALLENGE_SELF"  # 400


class GameTypeNotAccepted(PlatformError):
    code = "GAME_TYPE_NOT_ACCEPTED"  # 422: a bot account that does not play that game type


class RatedWithHouseBots(PlatformError):
    code = "RATED_WITH_HOUSE_BOTS"  # 422: a rated game seats only accounts


Error = PlatformError | RulesError


def error_classes() -> dict[str, type[Error]]:
    """Every error class by its stable code: the platform's, the engine's, and each registered
    game's own refusals. Found among the subclasses, so a game adds a code by declaring its
    class and nothing else; a class that does not declare a code of its own is not listed."""
    found: dict[str, type[Error]] = {}
    todo: list[type[Error]] = [PlatformError, RulesError]
    while todo:
        cls = todo.pop(0)
        found.setdefault(cls.__dict__.get("code", ""), cls)
        todo.extend(cls.__subclasses__())
    found.pop("", None)
    return found


def error_from_json(raw: Mapping[str, Any], fallback: type[Error] = RulesError) -> Error:
    """The error a stored ``{"code", "message", "details"}`` stands for (a rules refusal
    answered again, a queued command's failure): its class by code, with the same message and
    details. A code no class declares (a game this process has not loaded) keeps its code on a
    ``fallback``, which sets its status."""
    cls = error_classes().get(raw["code"], fallback)
    error = cls(raw["message"], **raw.get("details", {}))
    error.code = raw["code"]  # type: ignore[misc]  # the same, or the fallback's stand-in
    return error


Scope = Literal["play", "read", "bot"]
SCOPES: tuple[Scope, ...] = ("bot", "play", "read")
ACTING_SCOPES = frozenset({"play", "bot"})
"""Either lets a token act (move, create and join games, challenge): ``play`` for a person's
account, ``bot`` for a bot account's."""


@dataclass(frozen=True)
class Player:
    """An account as its bearer token presents it: the profile, and the token's id and scopes."""

    id: str
    name: str
    is_bot: bool
    owner: str | None = None  # a bot account's owner (a player id); None for a person
    token_id: str = ""
    scopes: tuple[str, ...] = ("play", "read")

    def require(self, scope: str) -> None:
        """``InsufficientScope`` unless the token holds ``scope`` (``"act"``: play or bot)."""
        held = set(self.scopes)
        if (held & ACTING_SCOPES) if scope == "act" else scope in held:
            return
        needs = sorted(ACTING_SCOPES) if scope == "act" else [scope]
        raise InsufficientScope(f"this token lacks the {' or '.join(needs)} scope",
                                needs=needs, scopes=sorted(held))


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


SeekStatus = Literal["waiting", "pairing", "paired"]


@dataclass(frozen=True)
class SeekSpec:
    """What a seeker asks for: a game type, the table sizes it accepts, a clock, options, rated
    or casual, and whether house bots may fill the table (casual only)."""

    game_type: str
    players: tuple[int, ...]
    clock: ClockSpec | None = None
    options: dict[str, Any] = field(default_factory=dict)
    rated: bool = False
    bots: bool = False


@dataclass(frozen=True)
class Seek:
    id: str
    player_id: str
    player_name: str
    spec: SeekSpec
    rating: float
    status: SeekStatus
    created_at: float
    expires_at: float  # refresh it before then (its long-poll does), or it is dropped
    game_id: str | None = None  # once paired (or being paired)


DeclineReason = Literal["generic", "later", "tooFast", "tooSlow", "timeControl", "rated",
                        "casual", "standard", "variant", "noBot", "onlyBot"]
DECLINE_REASONS: tuple[str, ...] = ("generic", "later", "tooFast", "tooSlow", "timeControl",
                                    "rated", "casual", "standard", "variant", "noBot", "onlyBot")


@dataclass(frozen=True)
class ChallengeRequest:
    """A challenge as its sender asks for it: who, which game, the table."""

    to: str  # the challenged player's id
    game_type: str
    options: dict[str, Any] = field(default_factory=dict)
    players: int = 2  # seats at the table: the two players, and house bots in the rest
    seat: int | None = None  # the challenger's seat; None: 0, the challenged the next one
    clock: ClockSpec | None = None
    rated: bool = False
    bot_level: str | None = None  # the house bots' level in the other seats (None: default)


@dataclass(frozen=True)
class Health:
    ok: bool
    checks: dict[str, str] = field(default_factory=dict)


class Backend(Protocol):
    # players
    def create_player(self, name: str, is_bot: bool, owner: Player | None = None,
                      accepts: list[str] | None = None) -> tuple[Player, str]: ...
    def authenticate(self, token: str | None) -> Player: ...  # raises Unauthenticated
    def still_valid(self, token: str | None) -> bool: ...  # an open stream's re-check
    def player_profile(self, player_id: str) -> dict[str, Any]: ...

    # tokens (each a dict: id, label, scopes, created_at, current) and the account stream
    def list_tokens(self, player: Player) -> list[dict[str, Any]]: ...
    def create_token(self, player: Player, label: str, scopes: list[str]
                     ) -> tuple[dict[str, Any], str]: ...
    def rotate_token(self, player: Player, token_id: str) -> tuple[dict[str, Any], str]: ...
    def revoke_token(self, player: Player, token_id: str) -> None: ...
    def account_events(self, player: Player, token: str | None, after: str | None,
                       wait_seconds: float, limit: int) -> tuple[list[Any], str]: ...

    # challenges (each a dict: docs/ACCOUNTS.md)
    def create_challenge(self, player: Player, request: ChallengeRequest,
                         expires_in: float = ...) -> dict[str, Any]: ...
    def list_challenges(self, player: Player) -> dict[str, list[dict[str, Any]]]: ...
    def answer_challenge(self, player: Player, challenge_id: str, answer: str,
                         reason: str | None = None) -> dict[str, Any]: ...

    # games
    def create_game(
        self, creator: Player, game_type: str, options: dict[str, Any] | None,
        seats: list[SeatSpec], creator_seat: int | None, clock: ClockSpec | None = None,
        private: bool = False,
        rated: bool = False,
    ) -> GameSummary: ...
    def list_games(
        self, status: GameStatus | None, game_type: str | None, limit: int,
    ) -> list[GameSummary]: ...
    def join(self, player: Player, game_id: str, seat: int | None,
             invite: str | None = None) -> GameSummary: ...
    def read_game(self, player: Player | None, game_id: str) -> GameRead: ...
    def legal_moves(self, player: Player, game_id: str) -> LegalMoves: ...
    def submit_move(
        self, player: Player, game_id: str, move: Any, expected_version: int | None,
        idempotency_key: str | None, respond_async: bool,
    ) -> MoveResult: ...
    def command_result(self, player: Player, game_id: str, command_id: str) -> MoveResult: ...
    def resign(self, player: Player, game_id: str) -> GameSummary: ...
    def events_after(
        self, player: Player | None, game_id: str, after: str | None, wait_seconds: float,
        limit: int, token: str | None = None, following: Any = None,
    ) -> list[EventRecord]: ...
    # an open stream's standing registration with the bell (``platform.events.Following`` or
    # None), passed as ``following`` to each of the stream's reads
    def follow(self, game_id: str) -> AbstractContextManager[Any]: ...
    def replay(self, game_id: str) -> Replay: ...
    # {"step", "version", "actor", "move", "view"} for steps start .. start+count-1 (count <= 200)
    def replay_frames(self, game_id: str, start: int, count: int) -> list[dict[str, Any]]: ...
    # the history (finished games, ratings): JSON-ready bodies, as their schemas document them
    def my_games(
        self, player: Player, status: str, game_type: str | None, result: str | None,
        limit: int, cursor: str | None,
    ) -> dict[str, Any]: ...
    def player_ratings(
        self, player_id: str, game_type: str | None, limit: int, cursor: str | None,
    ) -> dict[str, Any]: ...
    def leaderboard(
        self, game_type: str, bots: str, limit: int, cursor: str | None,
    ) -> dict[str, Any]: ...
    def health(self) -> Health: ...
    def readiness(self) -> Health: ...

    # tables: rematch, matchmaking (docs/MATCHMAKING.md)
    def rematch(self, player: Player, game_id: str) -> GameSummary: ...
    def create_seek(self, player: Player, spec: SeekSpec) -> Seek: ...
    def read_seek(self, player: Player, seek_id: str, wait_seconds: float) -> Seek: ...
    def cancel_seek(self, player: Player, seek_id: str) -> None: ...
    def list_seeks(self, game_type: str | None, limit: int) -> list[Seek]: ...
