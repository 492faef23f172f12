"""Flag Dash events, declared for the contract (``Game.events``); ``rules.py``, ``phases.py``
and ``secret_setup.py`` emit them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from dashgames.engine import event_types


@dataclass(frozen=True)
class SetupPlaced:
    """Private to the team: a piece placed during the secret setup."""

    kind: ClassVar[str] = "setup_placed"
    piece: str
    square: str


@dataclass(frozen=True)
class SetupReady:
    """A team finished its secret setup."""

    kind: ClassVar[str] = "setup_ready"
    team: Literal["red", "white"]


@dataclass(frozen=True)
class SetupRevealed:
    """Both setups revealed: characters by colour, flags and tunnels by square."""

    kind: ClassVar[str] = "setup_revealed"
    characters: dict[str, str]
    flags: list[str]
    tunnels: list[str]


@dataclass(frozen=True)
class PlanCommitted:
    """A hand committed its plan: a commitment (SHA-256) per slot."""

    kind: ClassVar[str] = "plan_committed"
    hand: int
    round: int
    commitments: list[str]


@dataclass(frozen=True)
class TeamPlan:
    """Private to the team: a hand's plan, card and token per slot."""

    kind: ClassVar[str] = "team_plan"
    hand: int
    plan: list[dict[str, str]]


@dataclass(frozen=True)
class TokensRevealed:
    """The priority tokens of a step, by hand."""

    kind: ClassVar[str] = "tokens_revealed"
    round: int
    step: int
    tokens: dict[str, str]


@dataclass(frozen=True)
class CardSpied:
    kind: ClassVar[str] = "card_spied"
    hand: int
    by: int
    card: str


@dataclass(frozen=True)
class PlanRevealed:
    """A slot revealed with its salt, so anyone can check it against its commitment."""

    kind: ClassVar[str] = "plan_revealed"
    hand: int
    round: int
    slot: int
    card: str
    token: str
    salt: str
    commitment: str


@dataclass(frozen=True)
class SpyReplaced:
    kind: ClassVar[str] = "spy_replaced"
    hand: int
    token: str
    commitment: str


@dataclass(frozen=True)
class CharacterSelected:
    kind: ClassVar[str] = "character_selected"
    hand: int
    character: str


@dataclass(frozen=True)
class EscapedTrap:
    kind: ClassVar[str] = "escaped_trap"
    character: str


@dataclass(frozen=True)
class Combo:
    """The second card of a combo (None: the first alone)."""

    kind: ClassVar[str] = "combo"
    hand: int
    card: str | None


@dataclass(frozen=True)
class Action:
    """One effect resolved: the move as played."""

    kind: ClassVar[str] = "action"
    hand: int
    move: dict[str, Any]


@dataclass(frozen=True)
class MoveEnded:
    """A hand's move ended; ``forfeited``: the effects it gave up."""

    kind: ClassVar[str] = "move_ended"
    hand: int
    forfeited: list[str]


@dataclass(frozen=True)
class SecretTunnel:
    kind: ClassVar[str] = "secret_tunnel"
    character: str


@dataclass(frozen=True)
class RoundEnded:
    kind: ClassVar[str] = "round_ended"
    round: int
    tiebreak: int


@dataclass(frozen=True)
class GameOver:
    """The game's own end event (``game_finished`` follows it with the outcome);
    ``winner``: the team, None for a draw."""

    kind: ClassVar[str] = "game_over"
    winner: Literal["red", "white"] | None
    reason: str


EVENTS = event_types(
    SetupPlaced, SetupReady, SetupRevealed, PlanCommitted, TeamPlan, TokensRevealed, CardSpied,
    PlanRevealed, SpyReplaced, CharacterSelected, EscapedTrap, Combo, Action, MoveEnded,
    SecretTunnel, RoundEnded, GameOver,
)
