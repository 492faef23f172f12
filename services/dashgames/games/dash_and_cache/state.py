"""The state of a game of Dash and Cache: plain frozen data, JSON round trip via the codec.

Items are referred to by id everywhere: ``r017`` for an item of the digital room, ``c3`` for a
real object a player named in companion mode. An item is always in exactly one place: the
room (digital, untaken), a player's hands (``held``, during a grab), a cache or the junk pile.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Mode = Literal["digital", "companion"]
Face = Literal["search", "steal", "race", "switch", "trade", "auction"]
# The die, face by face (1 to 6), in the order the rulebook lists the actions.
DIE_FACES: tuple[Face, ...] = ("search", "steal", "race", "switch", "trade", "auction")


@dataclass(frozen=True)
class RoomItem:
    """A virtual item of the digital room. ``clearly``: cards it obviously shows;
    ``arguably``: cards it could be argued to show (the table may dispute these)."""

    id: str
    name: str
    clearly: tuple[str, ...]
    arguably: tuple[str, ...]


@dataclass(frozen=True)
class Claim:
    """An item put forward as showing a card's description. Accepted claims are final."""

    item: str
    card: str
    accepted: bool = False


@dataclass(frozen=True)
class Clock:
    """The one clock running, if any: the sand timer turned over for ``purpose``."""

    id: str
    seconds: int
    purpose: str


# ---- phases: what the game is waiting for -------------------------------------------------


@dataclass(frozen=True)
class OpeningGrab:
    """Everyone grabs up to two items and comes back before the clock runs out."""

    name: Literal["opening_grab"]
    returned: tuple[int, ...] = ()


@dataclass(frozen=True)
class AwaitRoll:
    """The player whose turn it is rolls, and may first put cache items forward (claim)."""

    name: Literal["roll"]


@dataclass(frozen=True)
class StealChoice:
    name: Literal["steal"]


@dataclass(frozen=True)
class SwitchChoice:
    name: Literal["switch"]


@dataclass(frozen=True)
class OpponentChoice:
    name: Literal["race_opponent"]


@dataclass(frozen=True)
class PartnerChoice:
    name: Literal["trade_partner"]


@dataclass(frozen=True)
class LotChoice:
    name: Literal["auction_lot"]


@dataclass(frozen=True)
class Hunt:
    """A search (one hunter) or a race (two) for an item showing ``card``."""

    name: Literal["hunt"]
    action: Literal["search", "race"]
    card: str
    hunters: tuple[int, ...]
    reader: int | None


@dataclass(frozen=True)
class Trade:
    """The deal on the table: ``offered`` from the roller's cache for ``asked`` from the
    partner's. A seat in ``shaken`` agreed to the deal as it stands now."""

    name: Literal["trade"]
    partner: int
    timekeeper: int | None
    offered: tuple[str, ...] = ()
    asked: tuple[str, ...] = ()
    shaken: tuple[int, ...] = ()
    firm: tuple[int, ...] = ()
    changes: int = 0


@dataclass(frozen=True)
class TradeForfeit:
    """No deal in time: each seat in ``pending`` still has to junk one of its items."""

    name: Literal["trade_forfeit"]
    pending: tuple[int, ...]


@dataclass(frozen=True)
class Auction:
    name: Literal["auction"]
    lot: str
    bids: dict[int, tuple[str, ...]]
    stopped: tuple[int, ...] = ()


@dataclass(frozen=True)
class AuctionTie:
    name: Literal["auction_tie"]
    lot: str
    bids: dict[int, tuple[str, ...]]
    tied: tuple[int, ...]


@dataclass(frozen=True)
class Commission:
    """The winning bid went to the junk pile; the auctioneer keeps one item of it.
    ``winner`` got the lot first, so their cache is checked first when the auction is over."""

    name: Literal["commission"]
    offered: tuple[str, ...]
    winner: int | None = None


@dataclass(frozen=True)
class Vote:
    """Everyone votes on whether ``item`` shows ``card``; the ballots are in the state."""

    name: Literal["vote"]
    item: str
    card: str
    challenger: int
    owner: int


@dataclass(frozen=True)
class CountedVote:
    """The result of the last vote, with every ballot counted: the hands were shown at the
    count, so the table keeps seeing them until the next vote opens."""

    item: str
    card: str
    accepted: bool
    ballots: dict[int, bool]


@dataclass(frozen=True)
class ChallengePenalty:
    """A failed challenge: the challenger donates an item of their choice to the junk pile."""

    name: Literal["challenge_penalty"]
    challenger: int


@dataclass(frozen=True)
class Objection:
    """Claims were just made: every player but an item's owner may challenge one of
    ``claims`` or let them stand (``passed``) before play goes on."""

    name: Literal["objection"]
    claims: tuple[Claim, ...]
    passed: tuple[int, ...] = ()


@dataclass(frozen=True)
class ClaimChance:
    """Companion mode: ``seat``'s cache gained an item and holds five or more, and the server
    cannot see whether they now match; ``seat`` may put items forward for goal cards or stop."""

    name: Literal["claim_chance"]
    seat: int


@dataclass(frozen=True)
class VictoryCall:
    """``caller``'s cache holds their five: ``items[i]`` is claimed for their goal card ``i``.
    The others may challenge one of those claims, or pass, before the win stands."""

    name: Literal["victory_call"]
    caller: int
    items: tuple[str, ...]
    passed: tuple[int, ...] = ()


@dataclass(frozen=True)
class GameEnd:
    """``cache_complete``: the first five-of-five, unchallenged. ``time_called``: the optional
    round limit ran out and the most goal cards matched won (ties share)."""

    name: Literal["over"]
    winners: tuple[int, ...]
    reason: Literal["cache_complete", "time_called"]


Phase = (
    OpeningGrab
    | AwaitRoll
    | StealChoice
    | SwitchChoice
    | OpponentChoice
    | PartnerChoice
    | LotChoice
    | Hunt
    | Trade
    | TradeForfeit
    | Auction
    | AuctionTie
    | Commission
    | Vote
    | ChallengePenalty
    | Objection
    | ClaimChance
    | VictoryCall
    | GameEnd
)


@dataclass(frozen=True)
class DashAndCacheState:
    players: int
    mode: Mode
    timer_seconds: int
    rng: int
    room: tuple[RoomItem, ...]
    room_left: tuple[str, ...]
    item_names: dict[str, str]
    caches: tuple[tuple[str, ...], ...]
    held: tuple[tuple[str, ...], ...]
    junk_pile: tuple[str, ...]
    goals: tuple[tuple[str, ...], ...]
    draw_pile: tuple[str, ...]
    discard_pile: tuple[str, ...]
    claims: tuple[Claim, ...]
    rejected: tuple[Claim, ...]
    ballots: dict[int, bool]
    turn: int
    phase: Phase
    round_limit: int = 0
    # Option choice_clocks: the sand timer runs on votes, trade forfeits and challenge penalties.
    choice_clocks: bool = False
    rounds_played: int = 0
    clock: Clock | None = None
    clocks_started: int = 0
    last_roll: Face | None = None
    # Claims made but not yet open to objection (heard when the action or claim is over).
    unheard: tuple[Claim, ...] = ()
    # Companion mode: seats whose cache gained an item and who are owed a claim chance.
    to_claim: tuple[int, ...] = ()
    # The last vote's count, ballots shown (public from the count until the next vote opens).
    last_vote: CountedVote | None = None


def owner_of(state: DashAndCacheState, item: str) -> int | None:
    for seat, cache in enumerate(state.caches):
        if item in cache:
            return seat
    return None


# Lookups by id, per room tuple. Keyed by identity (states made by ``replace`` share the
# tuple) because hashing a whole room on every lookup costs more than the lookup saves.
_ROOM_INDEX: dict[int, tuple[tuple[RoomItem, ...], dict[str, RoomItem]]] = {}


def _room_index(room: tuple[RoomItem, ...]) -> dict[str, RoomItem]:
    hit = _ROOM_INDEX.get(id(room))
    if hit is not None and hit[0] is room:
        return hit[1]
    if len(_ROOM_INDEX) > 32:
        _ROOM_INDEX.clear()
    index = {r.id: r for r in room}
    _ROOM_INDEX[id(room)] = (room, index)
    return index


def room_item(state: DashAndCacheState, item: str) -> RoomItem | None:
    return _room_index(state.room).get(item)


def item_name(state: DashAndCacheState, item: str) -> str:
    found = room_item(state, item)
    return found.name if found is not None else state.item_names.get(item, item)
