"""The moves of Dash and Cache: small frozen values, one canonical JSON form each.

Items are named by id (``r017``, ``c3``) except in ``grab`` in companion mode, where ``item``
is the name a player gives the real object they picked up (see RULES.md, "Companion mode").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dashgames.engine import MoveCodec


@dataclass(frozen=True)
class Roll:
    """Roll the action die (rerolls the rules demand happen at once)."""

    kind: ClassVar[str] = "roll"


@dataclass(frozen=True)
class Grab:
    """Pick an item up: a room item id (digital) or a real object's name (companion)."""

    kind: ClassVar[str] = "grab"
    item: str


@dataclass(frozen=True)
class ReturnHome:
    """Get back to your starting place with what you hold. In the opening grab, ``keep``
    names the item you keep when you hold two (the other goes to the junk pile)."""

    kind: ClassVar[str] = "return_home"
    keep: str | None = None


@dataclass(frozen=True)
class Steal:
    """The steal face: take ``item`` from another player's cache."""

    kind: ClassVar[str] = "steal"
    item: str


@dataclass(frozen=True)
class Switch:
    """Swap ``give`` (from your cache) for ``take`` (from the junk pile); one side may be
    null when the rules say so (take for free, or donate without return)."""

    kind: ClassVar[str] = "switch"
    give: str | None
    take: str | None


@dataclass(frozen=True)
class Decline:
    """Do without an optional steal or switch."""

    kind: ClassVar[str] = "decline"


@dataclass(frozen=True)
class ChooseOpponent:
    """The race face: the seat you race against for the next card's item."""

    kind: ClassVar[str] = "choose_opponent"
    seat: int


@dataclass(frozen=True)
class ChoosePartner:
    """The trade face: the seat you try to strike a deal with."""

    kind: ClassVar[str] = "choose_partner"
    seat: int


@dataclass(frozen=True)
class AmendDeal:
    """Put an item on the table or take it off (yours: offered; theirs: asked for)."""

    kind: ClassVar[str] = "amend_deal"
    item: str


@dataclass(frozen=True)
class ShakeHands:
    """Agree to the deal as it stands; when both sides have, the items change hands."""

    kind: ClassVar[str] = "shake_hands"


@dataclass(frozen=True)
class StandFirm:
    """Make no further change and wait for the other side; when both sides stand firm
    without a handshake the trade has failed."""

    kind: ClassVar[str] = "stand_firm"


@dataclass(frozen=True)
class Junk:
    """Put one of your items in the junk pile (a failed trade, a failed challenge)."""

    kind: ClassVar[str] = "junk"
    item: str


@dataclass(frozen=True)
class AuctionLot:
    """Choose the junk-pile item to auction, or donate one from your cache if the pile is empty."""

    kind: ClassVar[str] = "auction_lot"
    item: str


@dataclass(frozen=True)
class Bid:
    """Add one of your items to your bid. Bids only grow."""

    kind: ClassVar[str] = "bid"
    item: str


@dataclass(frozen=True)
class StopBidding:
    """Bid no more in this auction; it closes once every bidder has stopped."""

    kind: ClassVar[str] = "stop_bidding"


@dataclass(frozen=True)
class BreakTie:
    """As the auctioneer, pick which of the tied bidders wins the lot."""

    kind: ClassVar[str] = "break_tie"
    seat: int


@dataclass(frozen=True)
class TakeCommission:
    """As the auctioneer, keep ``item`` of the winning bid as your commission."""

    kind: ClassVar[str] = "take_commission"
    item: str


@dataclass(frozen=True)
class ClaimMatch:
    """Put one of your cache items forward as showing one of your goal cards (before you
    roll, or in a companion-mode claim chance)."""

    kind: ClassVar[str] = "claim"
    item: str
    card: str


@dataclass(frozen=True)
class StopClaiming:
    """End a claim chance: put nothing more forward now."""

    kind: ClassVar[str] = "stop_claiming"


@dataclass(frozen=True)
class Challenge:
    """Dispute that ``item`` shows ``card`` (a claim just made, or one a victory call counts
    on): everyone votes."""

    kind: ClassVar[str] = "challenge"
    item: str
    card: str


@dataclass(frozen=True)
class CastVote:
    """Your ballot on a challenged claim: ``accept`` it or not (a tie accepts)."""

    kind: ClassVar[str] = "vote"
    accept: bool


@dataclass(frozen=True)
class NoChallenge:
    """Let the claims just made, or a victory call, stand."""

    kind: ClassVar[str] = "no_challenge"


DashAndCacheMove = (
    Roll
    | Grab
    | ReturnHome
    | Steal
    | Switch
    | Decline
    | ChooseOpponent
    | ChoosePartner
    | AmendDeal
    | ShakeHands
    | StandFirm
    | Junk
    | AuctionLot
    | Bid
    | StopBidding
    | BreakTie
    | TakeCommission
    | ClaimMatch
    | StopClaiming
    | Challenge
    | CastVote
    | NoChallenge
)

MOVES: MoveCodec[DashAndCacheMove] = MoveCodec(
    "dash_and_cache",
    [
        Roll, Grab, ReturnHome, Steal, Switch, Decline, ChooseOpponent, ChoosePartner,
        AmendDeal, ShakeHands, StandFirm, Junk, AuctionLot, Bid, StopBidding, BreakTie,
        TakeCommission, ClaimMatch, StopClaiming, Challenge, CastVote, NoChallenge,
    ],
)
