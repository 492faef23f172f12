"""Every move a seat may make now, phase by phase, and so who is to act. ``rules.apply``
accepts exactly these (plus, in companion mode, a grab naming any new object: see
``placeholder_name``)."""

from __future__ import annotations

from collections.abc import Iterable

from dashgames.games.dash_and_cache import moves as mv
from dashgames.games.dash_and_cache.state import (
    Auction,
    AuctionTie,
    AwaitRoll,
    ChallengePenalty,
    Claim,
    ClaimChance,
    Commission,
    DashAndCacheState,
    Hunt,
    LotChoice,
    Objection,
    OpeningGrab,
    OpponentChoice,
    PartnerChoice,
    StealChoice,
    SwitchChoice,
    Trade,
    TradeForfeit,
    VictoryCall,
    Vote,
    owner_of,
)
from dashgames.games.dash_and_cache.table import challengeable, shows
from dashgames.games.dash_and_cache.victory import claim_options

# How many times the deal on the table may change in one trade: the talking that fits in a
# sand timer's run. It also guarantees that a trade ends even between players who never stop.
MAX_DEAL_CHANGES = 24
MAX_NAME_LENGTH = 80


def placeholder_name(state: DashAndCacheState) -> str:
    """The generated name legal_moves offers for 'grab a new object' in companion mode; any
    other fresh name is accepted too."""
    taken = {n.casefold() for n in state.item_names.values()}
    n = len(state.item_names) + 1
    while f"object {n}" in taken:
        n += 1
    return f"object {n}"


# ruling: fetch-one-at-a-time
def _grabs(state: DashAndCacheState, card: str | None) -> list[mv.DashAndCacheMove]:
    if state.mode == "companion":
        return [mv.Grab(placeholder_name(state))]
    return [mv.Grab(i) for i in state.room_left if card is None or shows(state, i, card)]


def _others_with_items(state: DashAndCacheState, seat: int) -> list[int]:
    return [s for s in range(state.players) if s != seat and state.caches[s]]


def _claims(state: DashAndCacheState, seat: int) -> list[mv.DashAndCacheMove]:
    return [mv.ClaimMatch(item, card) for item, card in claim_options(state, seat)]


def _roll_phase(state: DashAndCacheState, seat: int) -> list[mv.DashAndCacheMove]:
    """Before rolling, the player whose turn it is may put cache items forward for goal
    cards. Challenges have their own moments (a claim just made, a victory call)."""
    if seat != state.turn:
        return []
    return [mv.Roll(), *_claims(state, seat)]


# ruling: challenge-when-claimed
def _challenges(
    state: DashAndCacheState, seat: int, claims: Iterable[Claim]
) -> list[mv.DashAndCacheMove]:
    """Challenges ``seat`` may make against ``claims`` (never their own), and then a pass;
    nothing at all when there is nothing they could challenge."""
    out: list[mv.DashAndCacheMove] = [
        mv.Challenge(c.item, c.card)
        for c in claims
        if owner_of(state, c.item) not in (None, seat) and challengeable(state, c)
    ]
    return [*out, mv.NoChallenge()] if out else []


def _victory_call(
    state: DashAndCacheState, phase: VictoryCall, seat: int
) -> list[mv.DashAndCacheMove]:
    if seat in phase.passed:
        return []
    called = {(i, c) for i, c in zip(phase.items, state.goals[phase.caller], strict=True)}
    return _challenges(state, seat, (c for c in state.claims if (c.item, c.card) in called))


def _opening(state: DashAndCacheState, phase: OpeningGrab, seat: int) -> list[mv.DashAndCacheMove]:
    if seat in phase.returned:
        return []
    held = state.held[seat]
    # ruling: grab-two-then-goals
    out: list[mv.DashAndCacheMove] = _grabs(state, None) if len(held) < 2 else []
    if len(held) == 2:
        out += [mv.ReturnHome(keep=i) for i in held]
    else:
        out.append(mv.ReturnHome())
    return out


def _hunt(state: DashAndCacheState, phase: Hunt, seat: int) -> list[mv.DashAndCacheMove]:
    if seat not in phase.hunters:
        return []
    if state.held[seat]:
        return [mv.ReturnHome()]
    # ruling: no-giving-up
    # A hunter with nothing left to grab can do nothing more; once no hunter can, the hunt
    # ends without waiting for the sand (see rules.apply).
    return _grabs(state, phase.card)


def _trade(state: DashAndCacheState, phase: Trade, seat: int) -> list[mv.DashAndCacheMove]:
    if seat not in (state.turn, phase.partner) or seat in phase.firm:
        return []
    out: list[mv.DashAndCacheMove] = []
    if phase.changes < MAX_DEAL_CHANGES:
        out += [mv.AmendDeal(i) for i in state.caches[state.turn] + state.caches[phase.partner]]
    if phase.offered and phase.asked and seat not in phase.shaken:
        out.append(mv.ShakeHands())
    out.append(mv.StandFirm())
    return out


# ruling: auction-bidding
def _auction(state: DashAndCacheState, phase: Auction, seat: int) -> list[mv.DashAndCacheMove]:
    # "All players may bid", the auctioneer too (their lot is already out of their cache).
    if seat in phase.stopped or not state.caches[seat]:
        return []
    bid = phase.bids.get(seat, ())
    out: list[mv.DashAndCacheMove] = [mv.Bid(i) for i in state.caches[seat] if i not in bid]
    return [*out, mv.StopBidding()]


# ruling: steal-and-switch-optional
def _switch(state: DashAndCacheState) -> list[mv.DashAndCacheMove]:
    cache, junk = state.caches[state.turn], state.junk_pile
    if cache and junk:
        return [*(mv.Switch(g, t) for g in cache for t in junk), mv.Decline()]
    if junk:
        return [*(mv.Switch(None, t) for t in junk), mv.Decline()]
    # Nothing to take back: giving an item away is compulsory, so there is no Decline.
    return [mv.Switch(g, None) for g in cache]


def _turn_choice(state: DashAndCacheState, seat: int) -> list[mv.DashAndCacheMove]:
    """Phases where only the rolling player chooses."""
    phase = state.phase
    if seat != state.turn:
        return []
    if isinstance(phase, StealChoice):
        steals: list[mv.DashAndCacheMove] = [
            mv.Steal(i) for s in _others_with_items(state, seat) for i in state.caches[s]
        ]
        return [*steals, mv.Decline()]
    if isinstance(phase, SwitchChoice):
        return _switch(state)
    if isinstance(phase, OpponentChoice):
        return [mv.ChooseOpponent(s) for s in range(state.players) if s != seat]
    if isinstance(phase, PartnerChoice):
        # Any other player, as printed; one without items cannot agree a deal (see market).
        return [mv.ChoosePartner(s) for s in range(state.players) if s != seat]
    if isinstance(phase, LotChoice):
        pool = state.junk_pile or state.caches[seat]
        return [mv.AuctionLot(i) for i in pool]
    if isinstance(phase, AuctionTie):
        return [mv.BreakTie(s) for s in phase.tied]
    if isinstance(phase, Commission):
        return [mv.TakeCommission(i) for i in phase.offered]
    return []


def legal_moves(state: DashAndCacheState, seat: int) -> list[mv.DashAndCacheMove]:
    phase = state.phase
    if not 0 <= seat < state.players:
        return []
    if isinstance(phase, AwaitRoll):
        return _roll_phase(state, seat)
    if isinstance(phase, OpeningGrab):
        return _opening(state, phase, seat)
    if isinstance(phase, Hunt):
        return _hunt(state, phase, seat)
    if isinstance(phase, Trade):
        return _trade(state, phase, seat)
    if isinstance(phase, TradeForfeit):
        return [mv.Junk(i) for i in state.caches[seat]] if seat in phase.pending else []
    if isinstance(phase, Auction):
        return _auction(state, phase, seat)
    if isinstance(phase, Vote):
        return [] if seat in state.ballots else [mv.CastVote(True), mv.CastVote(False)]
    if isinstance(phase, ChallengePenalty):
        return [mv.Junk(i) for i in state.caches[seat]] if seat == phase.challenger else []
    if isinstance(phase, Objection):
        return [] if seat in phase.passed else _challenges(state, seat, phase.claims)
    if isinstance(phase, ClaimChance):
        return [*_claims(state, seat), mv.StopClaiming()] if seat == phase.seat else []
    if isinstance(phase, VictoryCall):
        return _victory_call(state, phase, seat)
    return _turn_choice(state, seat)


def to_act(state: DashAndCacheState) -> frozenset[int]:
    """The seats with a legal move: several at once while a clock runs (grabs, votes, bids)."""
    return frozenset(s for s in range(state.players) if legal_moves(state, s))
