"""Flag Dash moves. A round is played as many small moves so every choice list stays finite.

Planning: ``Plan`` places one (action card, priority token) pair; a hand's plan is committed when
its second pair is placed (or when no second pair is possible: the #7-only case).
Resolving: ``ChooseFirst`` (teammates tied), ``Select`` the character, ``Combo`` the second card
of #3/#6, then one move per effect (``Run``, ``TakeFlag``, ``Push`` ...), ``Boost`` and
``Tunnel`` between effects, ``Skip`` a card, ``EndTurn``.
Characters are named by colour, squares as ``"e4"``, board directions as compass points
(north = towards White's back row); Run directions are the card's own (forward/backward/left/right).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from dashgames.engine import MoveCodec

Compass = Literal["north", "south", "east", "west"]
RunDirection = Literal["forward", "backward", "left", "right"]


@dataclass(frozen=True)
class Plan:
    """Place one action card face down with a priority token on it (first pair, then second)."""

    kind: ClassVar[str] = "plan"
    hand: int
    card: str
    token: str


@dataclass(frozen=True)
class Spy:
    """Spy token: make one opposing hand reveal this step's action card."""

    kind: ClassVar[str] = "spy"
    target: int


@dataclass(frozen=True)
class SpyReplace:
    """After spying: put a real priority token in the spy token's place, maybe another card."""

    kind: ClassVar[str] = "spy_replace"
    token: str
    card: str | None = None


@dataclass(frozen=True)
class ChooseFirst:
    """Two hands of one team tied for priority: the team picks which moves first."""

    kind: ClassVar[str] = "choose_first"
    hand: int


@dataclass(frozen=True)
class Select:
    """Choose the character (runner or defender) this move resolves with."""

    kind: ClassVar[str] = "select"
    character: str


@dataclass(frozen=True)
class Combo:
    """#3/#6: the second action card from hand, or None to play only the first."""

    kind: ClassVar[str] = "combo"
    card: str | None


@dataclass(frozen=True)
class Run:
    """One step of the moving character in ``direction``, as its owner's seat sees it."""

    kind: ClassVar[str] = "run"
    direction: RunDirection


@dataclass(frozen=True)
class Boost:
    """Spend one boost of the moving character for one step in any direction."""

    kind: ClassVar[str] = "boost"
    direction: Compass


@dataclass(frozen=True)
class Tunnel:
    """Move a character from its tunnel to another; ``bump`` moves a blocker there first."""

    kind: ClassVar[str] = "tunnel"
    character: str
    to: str
    bump: Compass | None = None


@dataclass(frozen=True)
class TakeFlag:
    """A runner takes the opposing team flag from an adjacent square or teammate."""

    kind: ClassVar[str] = "take_flag"


@dataclass(frozen=True)
class GiveFlag:
    """Hand the carried team flag to the adjacent teammate ``to``."""

    kind: ClassVar[str] = "give_flag"
    to: str


@dataclass(frozen=True)
class DropFlag:
    """Put the carried team flag down on the adjacent, empty ``square``."""

    kind: ClassVar[str] = "drop_flag"
    square: str


@dataclass(frozen=True)
class CollectFlag:
    """Take one character flag from an adjacent opponent's card."""

    kind: ClassVar[str] = "collect_flag"
    opponent: str


@dataclass(frozen=True)
class PassFlags:
    """Basic 2-player game: hand character flags to your other, adjacent runner."""

    kind: ClassVar[str] = "pass_flags"
    to: str
    flags: tuple[str, ...]


@dataclass(frozen=True)
class Push:
    """Push an adjacent character one or two steps along ``path``. ``tunnel`` (with ``bump``
    for a blocker there, as in ``Tunnel``) takes the pushed character from the tunnel its first
    step reaches to that tunnel, in the middle of the push; the second step goes on from it."""

    kind: ClassVar[str] = "push"
    target: str
    path: tuple[Compass, ...]
    tunnel: str | None = None
    bump: Compass | None = None


@dataclass(frozen=True)
class Copy:
    """Resolve the Copy card as a card this hand already played this round."""

    kind: ClassVar[str] = "copy"
    card: str


@dataclass(frozen=True)
class Jump:
    """Jump over the adjacent wall or character in ``direction`` to the square beyond."""

    kind: ClassVar[str] = "jump"
    direction: Compass


@dataclass(frozen=True)
class SetTrap:
    """Place a trap token on ``square``, one or two squares from the runner."""

    kind: ClassVar[str] = "set_trap"
    square: str


@dataclass(frozen=True)
class Lasso:
    """Pull ``target``, in the runner's row or column, one step towards the runner."""

    kind: ClassVar[str] = "lasso"
    target: str


@dataclass(frozen=True)
class Dig:
    """Remove the tunnel on an adjacent square, or place a tunnel token on an empty one."""

    kind: ClassVar[str] = "dig"
    square: str


@dataclass(frozen=True)
class Chase:
    """Cats chase one of the two characters nearest the runner one space further away."""

    kind: ClassVar[str] = "chase"
    target: str
    direction: Compass


@dataclass(frozen=True)
class Skip:
    """Forfeit one pending resolution of ``card`` (``"cats"`` for a chase)."""

    kind: ClassVar[str] = "skip"
    card: str


@dataclass(frozen=True)
class EndTurn:
    """Finish this move; whatever is still pending is forfeited."""

    kind: ClassVar[str] = "end_turn"


@dataclass(frozen=True)
class SecretTunnel:
    """Alternate board, end of phase 2: take the secret tunnel to the exit, or stay."""

    kind: ClassVar[str] = "secret_tunnel"
    character: str
    use: bool


@dataclass(frozen=True)
class Place:
    """Secret setup: move one of your pieces (a colour, ``flag``, ``tunnel:<sq>``) in your half."""

    kind: ClassVar[str] = "place"
    piece: str
    square: str


@dataclass(frozen=True)
class Ready:
    """Secret set-up: your team's half is arranged; the round starts when both are."""

    kind: ClassVar[str] = "ready"


FlagDashMove = (
    Plan | Spy | SpyReplace | ChooseFirst | Select | Combo | Run | Boost | Tunnel | TakeFlag
    | GiveFlag | DropFlag | CollectFlag | PassFlags | Push | Copy | Jump | SetTrap | Lasso | Dig
    | Chase | Skip | EndTurn | SecretTunnel | Place | Ready
)

MOVES: MoveCodec[FlagDashMove] = MoveCodec(
    "flag_dash",
    (Plan, Spy, SpyReplace, ChooseFirst, Select, Combo, Run, Boost, Tunnel, TakeFlag, GiveFlag,
     DropFlag, CollectFlag, PassFlags, Push, Copy, Jump, SetTrap, Lasso, Dig, Chase, Skip,
     EndTurn, SecretTunnel, Place, Ready),
)
