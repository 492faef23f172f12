"""Dash and Cache events, declared for the contract (``Game.events``); ``actions.py``,
``market.py``, ``disputes.py``, ``table.py`` and ``victory.py`` emit them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from dashgames.engine import event_types
from dashgames.games.dash_and_cache.state import Face


@dataclass(frozen=True)
class Grabbed:
    """The opening grab: the seat took an item from the table."""

    kind: ClassVar[str] = "grabbed"
    seat: int
    item: str


@dataclass(frozen=True)
class Kept:
    """An opening item the seat kept."""

    kind: ClassVar[str] = "kept"
    seat: int
    item: str


@dataclass(frozen=True)
class Junked:
    """An item went to the junk pile, and why."""

    kind: ClassVar[str] = "junked"
    seat: int
    item: str
    reason: Literal["opening", "no_trade", "challenge_upheld", "challenge_failed", "not_returned"]


@dataclass(frozen=True)
class GoalsDealt:
    """Each seat's goal cards, dealt face up (``goals[seat]``)."""

    kind: ClassVar[str] = "goals_dealt"
    goals: list[list[str]]


@dataclass(frozen=True)
class Rolled:
    """The action die; ``reroll``: a second roll."""

    kind: ClassVar[str] = "rolled"
    seat: int
    face: Face
    reroll: bool


@dataclass(frozen=True)
class CardRead:
    """A search card read out; ``hunters`` search for it (``reader`` None: no reader)."""

    kind: ClassVar[str] = "card_read"
    card: str
    reader: int | None
    hunters: list[int]


@dataclass(frozen=True)
class Returned:
    """The seat brought an item matching the card home."""

    kind: ClassVar[str] = "returned"
    seat: int
    item: str
    card: str


@dataclass(frozen=True)
class Stolen:
    kind: ClassVar[str] = "stolen"
    seat: int
    victim: int
    item: str


@dataclass(frozen=True)
class Switched:
    """The seat gave ``gave`` (None: nothing) and took ``took``."""

    kind: ClassVar[str] = "switched"
    seat: int
    gave: str | None
    took: str


@dataclass(frozen=True)
class Declined:
    """The seat declined its action."""

    kind: ClassVar[str] = "declined"
    seat: int


@dataclass(frozen=True)
class TradeOpened:
    kind: ClassVar[str] = "trade_opened"
    seat: int
    partner: int
    timekeeper: int | None


@dataclass(frozen=True)
class StoodFirm:
    kind: ClassVar[str] = "stood_firm"
    seat: int


@dataclass(frozen=True)
class DealAmended:
    kind: ClassVar[str] = "deal_amended"
    seat: int
    offered: list[str]
    asked: list[str]


@dataclass(frozen=True)
class HandOffered:
    """The seat offered to shake hands on the deal as it stands."""

    kind: ClassVar[str] = "hand_offered"
    seat: int


@dataclass(frozen=True)
class Traded:
    kind: ClassVar[str] = "traded"
    seat: int
    partner: int
    gave: list[str]
    got: list[str]


@dataclass(frozen=True)
class TradeFailed:
    kind: ClassVar[str] = "trade_failed"
    seat: int
    partner: int


@dataclass(frozen=True)
class AuctionOpened:
    """``donated``: the lot came from the seat's own items."""

    kind: ClassVar[str] = "auction_opened"
    seat: int
    lot: str
    donated: bool


@dataclass(frozen=True)
class Bid:
    kind: ClassVar[str] = "bid"
    seat: int
    items: list[str]


@dataclass(frozen=True)
class StoppedBidding:
    kind: ClassVar[str] = "stopped_bidding"
    seat: int


@dataclass(frozen=True)
class AuctionUnsold:
    kind: ClassVar[str] = "auction_unsold"
    seat: int
    lot: str


@dataclass(frozen=True)
class AuctionTied:
    kind: ClassVar[str] = "auction_tied"
    seats: list[int]


@dataclass(frozen=True)
class AuctionWon:
    kind: ClassVar[str] = "auction_won"
    seat: int
    lot: str
    paid: list[str]


@dataclass(frozen=True)
class TieBroken:
    """The auctioneer (``seat``) broke a tie for ``winner``."""

    kind: ClassVar[str] = "tie_broken"
    seat: int
    winner: int


@dataclass(frozen=True)
class CommissionTaken:
    kind: ClassVar[str] = "commission_taken"
    seat: int
    item: str


@dataclass(frozen=True)
class Claimed:
    """The seat claimed ``item`` fits goal ``card``."""

    kind: ClassVar[str] = "claimed"
    seat: int
    item: str
    card: str


@dataclass(frozen=True)
class StoppedClaiming:
    kind: ClassVar[str] = "stopped_claiming"
    seat: int


@dataclass(frozen=True)
class Challenged:
    """The seat challenged ``owner``'s claim."""

    kind: ClassVar[str] = "challenged"
    seat: int
    item: str
    card: str
    owner: int


@dataclass(frozen=True)
class NoChallenge:
    kind: ClassVar[str] = "no_challenge"
    seat: int


@dataclass(frozen=True)
class BallotCast:
    """The seat voted (how, only it knows until the count)."""

    kind: ClassVar[str] = "ballot_cast"
    seat: int


@dataclass(frozen=True)
class YourBallot:
    """Private to the voter: its own ballot."""

    kind: ClassVar[str] = "your_ballot"
    accept: bool


@dataclass(frozen=True)
class VoteCounted:
    """The claim stood (``accepted``) or fell; ``ballots`` by seat."""

    kind: ClassVar[str] = "vote_counted"
    item: str
    card: str
    accepted: bool
    ballots: dict[str, bool]


@dataclass(frozen=True)
class DiscardPileReshuffled:
    kind: ClassVar[str] = "discard_pile_reshuffled"
    cards: int


@dataclass(frozen=True)
class VictoryCalled:
    """The seat called victory: its matching item for each goal card."""

    kind: ClassVar[str] = "victory_called"
    seat: int
    matching: dict[str, str]


@dataclass(frozen=True)
class GameWon:
    """The game's own end event (``game_finished`` follows it with the outcome)."""

    kind: ClassVar[str] = "game_won"
    seat: int


@dataclass(frozen=True)
class TimeCalled:
    """Time was called: points by seat, and the winners."""

    kind: ClassVar[str] = "time_called"
    scores: list[int]
    winners: list[int]


@dataclass(frozen=True)
class TurnPassed:
    kind: ClassVar[str] = "turn_passed"
    seat: int
    rounds_played: int


EVENTS = event_types(
    Grabbed, Kept, Junked, GoalsDealt, Rolled, CardRead, Returned, Stolen, Switched, Declined,
    TradeOpened, StoodFirm, DealAmended, HandOffered, Traded, TradeFailed, AuctionOpened, Bid,
    StoppedBidding, AuctionUnsold, AuctionTied, AuctionWon, TieBroken, CommissionTaken, Claimed,
    StoppedClaiming, Challenged, NoChallenge, BallotCast, YourBallot, VoteCounted,
    DiscardPileReshuffled, VictoryCalled, GameWon, TimeCalled, TurnPassed,
)
