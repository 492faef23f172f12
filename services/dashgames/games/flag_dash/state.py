"""Flag Dash state: the yard (layout), the six characters, the team flags, every hand's screen.

Squares are written the way the board is read from Team Red's seat: columns ``a``.. left to
right, rows ``1``.. from White's back row (top) down to Red's back row (bottom). Team 0 is Red
(bottom half), team 1 is White (top half).

A *hand* is one set of seven action cards and seven priority tokens with one runner: a player in
the 4-player game holds one hand; the single player of a 3-player game, and each player of the
advanced 2-player game, holds two; each player of the basic 2-player game holds one hand that may
move any of its team's three characters (``runner is None``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any, Literal

from dashgames.engine import component_file

Team = int
RED, WHITE = 0, 1

Phase = Literal["setup", "plan", "spy", "tie", "turn", "secret_tunnel", "over"]
Stage = Literal["select", "combo", "act"]

COMPONENTS: dict[str, Any] = component_file(__package__, "components.json")
BASIC_CARDS: tuple[str, ...] = tuple(COMPONENTS["basic_cards"])
PRIORITY_TOKENS: tuple[str, ...] = tuple(COMPONENTS["priority_tokens"])
TEAM_NAMES: tuple[str, ...] = tuple(COMPONENTS["teams"])
COLOURS: tuple[str, ...] = tuple(c["colour"] for c in COMPONENTS["characters"])
ABILITY_OF: dict[str, str] = {c["colour"]: c["ability"] for c in COMPONENTS["characters"]}
TEAM_OF_COLOUR: dict[str, int] = {
    c["colour"]: TEAM_NAMES.index(c["team"]) for c in COMPONENTS["characters"]
}
ABILITIES: dict[str, dict[str, Any]] = COMPONENTS["abilities"]
MAX_BOOSTS: int = COMPONENTS["max_boosts"]
CHARACTER_FLAGS: int = COMPONENTS["character_flags_each"]
RUN_CARDS = {"run_forward": "forward", "run_backward": "backward",
             "run_left": "left", "run_right": "right"}


def _check_components() -> None:
    # Validated at import so a bad edit of the data file fails loudly, not mid-game.
    if len(BASIC_CARDS) != 7 or len(set(BASIC_CARDS)) != 7 or set(RUN_CARDS) - set(BASIC_CARDS):
        raise ValueError("components.json: the seven basic action cards are wrong")
    if tuple(str(i) for i in range(1, 8)) != PRIORITY_TOKENS:
        raise ValueError("components.json: priority tokens must be 1..7")
    if len(COLOURS) != 6 or sorted(TEAM_OF_COLOUR.values()) != [0, 0, 0, 1, 1, 1]:
        raise ValueError("components.json: three characters per team")
    if set(ABILITY_OF.values()) != set(ABILITIES):
        raise ValueError("components.json: every ability needs a definition")


_check_components()


# ---- squares ---------------------------------------------------------------------------------
@cache
def xy(square: str) -> tuple[int, int]:
    """``"e4"`` -> (4, 3): zero-based column and row."""
    return ord(square[0]) - ord("a"), int(square[1:]) - 1


@cache
def name(col: int, row: int) -> str:
    return f"{chr(ord('a') + col)}{row + 1}"


DIRECTIONS: dict[str, tuple[int, int]] = {
    "north": (0, -1), "south": (0, 1), "west": (-1, 0), "east": (1, 0),
}


@cache
def neighbour(square: str, direction: str) -> str:
    """The square one step away (may be off any board; callers check ``on_board``)."""
    c, r = xy(square)
    dc, dr = DIRECTIONS[direction]
    return name(c + dc, r + dr) if c + dc >= 0 and r + dr >= 0 else "-"


def absolute(team: Team, relative: str) -> str:
    """A Run card's arrow is read from its owner's seat: Red faces north, White faces south."""
    facing = {
        RED: {"forward": "north", "backward": "south", "left": "west", "right": "east"},
        WHITE: {"forward": "south", "backward": "north", "left": "east", "right": "west"},
    }
    return facing[team][relative]


def manhattan(a: str, b: str) -> int:
    (ac, ar), (bc, br) = xy(a), xy(b)
    return abs(ac - bc) + abs(ar - br)


# ---- the state -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Layout:
    """The board's fixed parts; tunnels can change (Dig), so the layout lives in the state."""

    name: str
    width: int
    height: int
    walls: tuple[tuple[str, str], ...]
    tunnels: tuple[str, ...]
    closed: tuple[str, ...]
    zones: tuple[tuple[str, ...], tuple[str, ...]]
    """``zones[t]``: squares where the opposing team flag scores for team ``t``."""
    secret_entrance: tuple[str, ...] = ()
    secret_exits: tuple[str, ...] = ()
    """``secret_exits[t]``: where team ``t``'s characters come out (on the opponents' side)."""
    hideouts: tuple[str, ...] = ()
    """Squares behind the alternate board's corner walls, which may be crossed going out."""


@dataclass(frozen=True)
class Character:
    colour: str
    team: Team
    runner: bool
    ability: str | None
    square: str
    boosts: int = 0
    own_flags: int = CHARACTER_FLAGS
    collected: tuple[str, ...] = ()
    """Colours of the character flags lying on this character's card."""
    collected_from: tuple[str, ...] = ()
    """Opponents this runner has already taken a character flag from (once each)."""
    carrying: Team | None = None
    trapped: bool = False


@dataclass(frozen=True)
class Slot:
    """One planned move: an action card with a priority token on top, both face down."""

    card: str
    token: str
    salt: str
    commitment: str
    token_shown: bool = False
    card_shown: bool = False
    spied: bool = False
    via_spy: bool = False
    """The token was a spy, replaced after the reveal: this move may use only the runner."""
    done: bool = False


@dataclass(frozen=True)
class Hand:
    seat: int
    team: Team
    runner: int | None
    cards: tuple[str, ...]
    owned_tokens: tuple[str, ...]
    screen: tuple[str, ...]
    """Priority tokens behind the screen (not planned, not discarded, not spent)."""
    discarded: tuple[str, ...] = ()
    spent: tuple[str, ...] = ()
    plan: tuple[Slot, ...] = ()
    committed: bool = False
    played: tuple[str, ...] = ()


@dataclass(frozen=True)
class Turn:
    """The move being resolved by one hand."""

    hand: int
    token: str
    card: str
    character: int | None = None
    stage: Stage = "select"
    pending: tuple[str, ...] = ()
    ordered: bool = False
    """Cat tokens fix the order of the chase and the card; otherwise any pending card may go."""
    moved: tuple[int, ...] = ()
    tunnelled: tuple[int, ...] = ()
    chased: tuple[int, ...] = ()
    cat_distances: tuple[int, ...] = ()
    """Every character's distance from the cat lady when her cats began to chase (empty until
    then): the two characters closest to her are fixed at that moment."""


@dataclass(frozen=True)
class FlagDashState:
    players: int
    basic: bool
    abilities: bool
    secret_setup: bool
    layout: Layout
    characters: tuple[Character, ...]
    team_flags: tuple[str | None, str | None]
    hands: tuple[Hand, ...]
    rng: int
    phase: Phase = "plan"
    round: int = 1
    step: int = 0
    tiebreak: Team = RED
    last_team: Team | None = None
    turn: Turn | None = None
    spy_queue: tuple[int, ...] = ()
    spy_target: int | None = None
    tie_hands: tuple[int, ...] = ()
    tunnel_queue: tuple[int, ...] = ()
    traps: tuple[str, ...] = ()
    trap_supply: int = 0
    dig_supply: int = 0
    setup_ready: tuple[bool, bool] = (True, True)
    round_limit: int = 0
    winner: Team | None = None
    win_reason: str = ""


def colour_index(colour: str) -> int:
    return COLOURS.index(colour)
