"""A tournament as its creator asks for it and as the API shows it (docs/TOURNAMENTS.md)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from dashgames.play.types import ClockSpec

Format = Literal["arena", "swiss"]
Status = Literal["open", "running", "finished", "cancelled"]


@dataclass(frozen=True)
class TournamentSpec:
    """What an event is: a game type at a table size with options and a clock (required), arena
    (``minutes`` long) or Swiss (``rounds``), rated or casual, when it starts and how many it
    takes. ``house_bots``: house bots the creator asks to fill a casual event with at the start;
    ``bots_only``: a bot league (set by the operator's schedule file only)."""

    name: str
    game_type: str
    format: Format
    clock: ClockSpec
    starts_at: float
    table_size: int = 2
    options: dict[str, Any] = field(default_factory=dict)
    rated: bool = False
    minutes: float = 0.0  # arena only
    rounds: int = 0  # Swiss only
    min_players: int = 2
    max_players: int = 200
    house_bots: int = 0
    bots_only: bool = False


@dataclass(frozen=True)
class Entrant:
    """One entrant: an account (a person or a bot account) or a house bot (``house``: its
    level; its id is ``house:<n>``)."""

    id: str
    name: str
    rating: float
    joined_at: float
    is_bot: bool = False
    house: str | None = None
    withdrawn: bool = False
    forfeits_in_a_row: int = 0


@dataclass(frozen=True)
class Pairing:
    """A table the event made: ``seats`` are entrant ids in seat order."""

    game_id: str
    round: int  # Swiss: the round; arena: the pairing wave it was made in
    seq: int  # the order tables were made in (arena streaks follow it)
    seats: tuple[str, ...]
    at: float


@dataclass(frozen=True)
class Result:
    """A finished table as the event scores it: ``places[seat]`` is 1 for first (ties share a
    place), ``forfeited`` the seats that gave up or lost on time."""

    game_id: str
    places: tuple[int, ...]
    forfeited: tuple[int, ...] = ()


@dataclass(frozen=True)
class Standing:
    rank: int
    entrant_id: str
    name: str
    points: float
    games: int
    wins: int
    tie_breaks: dict[str, float]
    is_bot: bool
    withdrawn: bool
    on_fire: bool = False  # arena: the next game scores double
    playing: str | None = None  # the game the entrant sits in now


@dataclass(frozen=True)
class Tournament:
    id: str
    spec: TournamentSpec
    status: Status
    created_by: str
    created_at: float
    entrants: int
    round: int = 0  # Swiss: the round under way (or last played); arena: 0
    started_at: float | None = None
    ends_at: float | None = None  # arena: when pairing stops
    finished_at: float | None = None
