"""The contract every game implements, and the few facts the platform needs about it.

A game is one object (a ``Game`` subclass instance) registered in ``dashgames.games``. All of
its functions are deterministic given their inputs; randomness comes from the ``Rng`` whose
state the game keeps inside its own state.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Literal, Protocol, TypeVar

from dashgames.engine.codec import DecodeError, dataclass_schema, from_json, to_json
from dashgames.engine.errors import BadState, UnknownTimer
from dashgames.engine.moves import MoveCodec
from dashgames.engine.options import Option
from dashgames.engine.rng import Rng

S = TypeVar("S")
M = TypeVar("M")

SEARCH = "search"
"""The search level's name in a game where it has not been measured to beat the heuristic."""
STRONG = "strong"
"""The search level's name in a game where the ladder shows it beating the heuristic at the live
think time (docs/AI.md, "Measured strength"): a game earns it by setting
``search_levels = (STRONG,)``. Each name stays accepted as an alias of the other."""
SEARCH_LEVELS = (SEARCH,)
"""The search levels every game gets (the search needs only the protocol and, to play well, an
evaluator in ``games/<game>/evaluate.py``)."""

Seat = int
Event = dict[str, Any]
"""An event is JSON with a ``type``; a ``to`` list of seats limits who may see it."""


def event(kind: str, **fields: Any) -> Event:
    """A public event: every seat and every spectator may see it."""
    _no_audience_field(fields)
    return {"type": kind, **fields}


def private_event(seats: tuple[Seat, ...] | list[Seat], kind: str, **fields: Any) -> Event:
    """An event only ``seats`` may see (a card drawn, a plan revealed to a teammate)."""
    _no_audience_field(fields)
    return {"type": kind, "to": sorted(seats), **fields}


def _no_audience_field(fields: dict[str, Any]) -> None:
    # "to" names an event's audience: a game field of that name (a destination, say) would
    # silently hide a public event or widen a private one.
    if "to" in fields or "type" in fields:
        raise ValueError("an event field may not be called 'to' or 'type'")


class EventClass(Protocol):
    kind: ClassVar[str]


def event_types(*classes: type) -> dict[str, type]:
    """A game's event declarations by ``type`` (``Game.events``): dataclasses, each with a
    ``kind: ClassVar[str]``, whose fields are the event's. Declarations only: the rules emit
    plain dicts (``event``); the conformance suite holds the two together."""
    out: dict[str, type] = {}
    for cls in classes:
        kind = getattr(cls, "kind", None)
        if not isinstance(kind, str) or kind in out:
            raise TypeError(f"{cls.__name__} needs a unique ClassVar kind")
        out[kind] = cls
    return out


def visible_events(events: list[Event], seat: Seat | None) -> list[Event]:
    """The events ``seat`` (None: a spectator) may see, without the audience field."""
    out = []
    for e in events:
        to = e.get("to")
        if to is None:
            out.append(e)
        elif seat is not None and seat in to:
            out.append({k: v for k, v in e.items() if k != "to"})
    return out


OUTCOME_REASONS: dict[str, str] = {
    "captured_all": "A side took every piece of the other (Double Dash!).",
    "resigned": "The other side left the game (a seat that forfeits).",
    "cache_complete": "A player's cache was complete and its claim stood (Dash and Cache).",
    "time_called": "Time was called and the game was decided on points (Dash and Cache).",
    "back_at_union_station": "A rider visited every station on the card and came back (DC "
                             "Dash).",
    "race_finished": "The race was run to the finish (in Dicey Curves, the lowest score won).",
    "round_limit": "The round limit ran out; the game was decided on its scores.",
    "team_flag_taken": "A team brought the opposing team flag into its own territory (Flag "
                       "Dash).",
    "every_flag_held": "A character held a flag of every opposing team (Flag Dash).",
    "draw": "The round limit ran out with no winner: a draw.",
    "step_limit": "A table with no person at it reached the platform's step limit: a draw "
                  "(docs/ARCHITECTURE.md; never a table a person plays at).",
    "other": "Another reason, said in `detail` (a game a deployment adds may have its own).",
}
"""Why a game ended: the stable codes ``Game.outcome_reason`` answers, and what each means."""

ScoreDirection = Literal["higher", "lower"]


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended. ``ranks[seat]`` is 1 for first place; ties share a rank.
    ``reason`` is the game's own words (``Game.outcome_reason`` gives its stable code)."""

    winners: tuple[Seat, ...]
    ranks: tuple[int, ...]
    reason: str
    scores: tuple[float, ...] | None = None


@dataclass(frozen=True)
class Ruling:
    """A house ruling: how we play where the rulebook is silent or open to more than one
    reading. ``id`` is stable (clients may link to it); ``topic`` names the situation in a few
    words and ``text`` says the ruling in plain words. Each game's RULES.md lists every one.

    ``basis`` says why a ruling may exist at all: ``gap`` (the rulebook is silent; RULES.md says
    what it does say nearby) or ``option`` (a narrower or different reading, offered as a game
    option that is off by default). A ruling never narrows a printed clause by default."""

    id: str
    topic: str
    text: str
    basis: Literal["gap", "option"] = "gap"


@dataclass(frozen=True)
class Timer:
    """A clock the game has running: the platform fires ``on_timer(state, id)`` after ``seconds``.

    ``id`` must be unique within a game's life (include a counter); the platform schedules each
    id once and the game ignores a timer it no longer has pending.
    """

    id: str
    seconds: float


class Bot(Protocol):
    """Chooses a move for ``seat`` from what that seat may know: its view and its legal moves."""

    def __call__(self, view: dict[str, Any], seat: Seat, legal: list[Any], rng: Rng) -> Any: ...


class Game(ABC, Generic[S, M]):
    """Base of every game. Subclasses set the class facts and implement the abstract functions.

    A game that uses chance keeps its ``Rng`` integer in a state field named ``rng`` (at any
    depth of the state): the shared conformance suite (tests/engine/test_conformance.py),
    which every registered game gets for free, finds the secret by that name and checks that
    no view shows it.
    """

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[tuple[Option, ...]] = ()
    simultaneous: ClassVar[bool] = False
    hidden_info: ClassVar[bool] = False
    """False promises that every seat sees exactly what a spectator sees, bar a ``you`` key
    naming the viewer (the conformance suite checks it); the platform then stores one view."""
    chance: ClassVar[bool] = False
    timers: ClassVar[bool] = False
    resign_policy: ClassVar[Literal["forfeit", "bot"]] = "bot"
    rules_summary: ClassVar[str] = ""
    rulings: ClassVar[tuple[Ruling, ...]] = ()
    client_components: ClassVar[str | None] = None
    """A JSON file of the game's ``data/`` a client draws with and a view only names (DC Dash's
    map: stations, lines, positions); ``GET /v1/game-types/{type}/components`` serves it."""
    state_type: ClassVar[type]
    view_type: ClassVar[type | None] = None
    moves: ClassVar[MoveCodec[Any]]
    bots: ClassVar[dict[str, Bot]] = {}
    default_bot_level: ClassVar[str] = "random"
    score_direction: ClassVar[ScoreDirection] = "higher"
    """Which scores win, when an outcome has scores: ``lower`` in a race scored by places."""
    events: ClassVar[dict[str, type]] = {}
    """Every event type the game emits, by ``type``: a dataclass whose fields are the event's
    (``events.py`` in each game). The contract types each event from it; the conformance
    suite checks every event a game emits against it."""
    search_levels: ClassVar[tuple[str, ...]] = SEARCH_LEVELS
    """Levels played by the AI service's search (``dashgames.ai``) rather than by a bot of
    ``bots``: the core only names them, so the API can list and check them."""
    level_aliases: ClassVar[dict[str, str]] = {}
    """Older level names still accepted, each mapped to the level it now is."""
    previewable: ClassVar[frozenset[str]] = frozenset()
    """Move kinds whose result a seat may see before it sends them, while its turn goes on
    (``engine.preview``): such a step, when the seat still acts after it, uses no chance and
    turns nothing hidden up. The conformance suite checks each kind listed, mid-turn."""

    # ---- the rules -------------------------------------------------------------------------
    @abstractmethod
    def setup(self, players: int, options: dict[str, Any], seed: int | str) -> S:
        """The starting state; ``options`` are already validated and complete."""

    @abstractmethod
    def to_act(self, state: S) -> frozenset[Seat]:
        """The seats that may move now (several in a simultaneous phase; none when over)."""

    @abstractmethod
    def legal_moves(self, state: S, seat: Seat) -> list[M]:
        """Every move ``apply`` accepts from ``seat`` now; empty when the seat may not act."""

    @abstractmethod
    def apply(self, state: S, seat: Seat, move: M) -> tuple[S, list[Event]]:
        """The state after ``move``; raises a ``RulesError`` when the move is not allowed."""

    @abstractmethod
    def view(self, state: S, seat: Seat | None) -> dict[str, Any]:
        """What ``seat`` may know (None: a spectator), JSON-ready. Never the RNG or a deck order."""

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """The result once the game is over, else None."""

    @abstractmethod
    def sample_hidden(self, view: dict[str, Any], seat: Seat | None, rng: Rng) -> S:
        """A full state consistent with ``view``; hidden parts drawn from ``rng``."""

    # ---- optional parts --------------------------------------------------------------------
    def validate_options(self, players: int, options: dict[str, Any]) -> None:
        """Cross-field checks beyond each option's own range; raise ``BadOptions``."""

    def pending_timers(self, state: S) -> tuple[Timer, ...]:
        """Clocks running in this state (games with ``timers``)."""
        return ()

    def on_timer(self, state: S, timer_id: str) -> tuple[S, list[Event]]:
        raise UnknownTimer(f"{self.id} has no timer {timer_id!r}", timer=timer_id)

    def outcome_reason(self, outcome: Outcome) -> str:
        """The stable code (a key of ``OUTCOME_REASONS``) for why the game ended; by default
        ``outcome.reason`` itself, for games whose words are already codes (any other is
        published as ``other``)."""
        return outcome.reason

    def resign(self, state: S, seat: Seat) -> tuple[S, list[Event]]:
        """For ``resign_policy == 'forfeit'``: the state after ``seat`` leaves the game."""
        raise TypeError(f"{self.id} hands a resigned seat to a bot; the game state is unchanged")

    def teams(self, players: int, options: dict[str, Any]) -> tuple[tuple[Seat, ...], ...]:
        """The sides that win or lose together, as seats (ratings rate a side as one): by
        default every seat plays for itself. A seat appears in exactly one side."""
        return tuple((seat,) for seat in range(players))
    # ---- bot levels ------------------------------------------------------------------------
    def bot_levels(self) -> list[str]:
        """Every level a house bot may play at: the game's own bots, then the search levels."""
        return [*sorted(self.bots), *(name for name in self.search_levels if name not in self.bots)]

    def bot_level(self, name: str) -> str | None:
        """The level ``name`` stands for (an alias resolved), or None when there is none."""
        name = self.bot_level_aliases().get(name, name)
        return name if name in self.bots or name in self.search_levels else None

    def bot_level_aliases(self) -> dict[str, str]:
        """``level_aliases`` plus the search level's other name (``strong`` where the search is
        called ``search``, and the reverse), so a table or script naming either keeps working."""
        out = dict(self.level_aliases)
        if self.search_levels:
            for name in (SEARCH, STRONG):
                if name not in self.search_levels and name not in self.bots:
                    out.setdefault(name, self.search_levels[0])
        return out

    # ---- serialisation ---------------------------------------------------------------------
    def state_to_json(self, state: S) -> dict[str, Any]:
        encoded: dict[str, Any] = to_json(state)
        return encoded

    def state_from_json(self, raw: dict[str, Any]) -> S:
        try:
            state: S = from_json(self.state_type, raw)
        except DecodeError as e:
            raise BadState(f"bad {self.id} state: {e}", field=e.path) from None
        return state

    def view_schema(self) -> dict[str, Any]:
        """JSON Schema of ``view``; derived from ``view_type`` when the game declares one."""
        if self.view_type is not None:
            return dataclass_schema(self.view_type)
        return {"type": "object"}

    def catalogue(self) -> dict[str, Any]:
        """The facts ``GET /v1/game-types/{type}`` publishes."""
        return {
            "type": self.id,
            "title": self.title,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "simultaneous": self.simultaneous,
            "hidden_info": self.hidden_info,
            "chance": self.chance,
            "timers": self.timers,
            "resign_policy": self.resign_policy,
            "bot_levels": self.bot_levels(),
            "bot_level_aliases": self.bot_level_aliases(),
            "default_bot_level": self.default_bot_level,
            "options": [o.describe() for o in self.options],
            "rules_summary": self.rules_summary,
            "rulings": [{"id": r.id, "topic": r.topic, "text": r.text, "basis": r.basis}
                        for r in self.rulings],
        }
