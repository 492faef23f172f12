"""Bots for Dash and Cache. Each sees only its seat's view and legal moves.

The heuristic bot values a set of items by how many of a player's goal cards it can cover
(one item per card, a small matching), and plays each phase for that number: grab what covers
an open goal, steal or bid for it, trade away what covers nothing, vote against arguable
matches that help a rival, and never wander off with time running.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from dashgames.engine import Bot, Rng
from dashgames.engine.codec import from_json
from dashgames.games.dash_and_cache import bot_companion as companion
from dashgames.games.dash_and_cache import moves as mv
from dashgames.games.dash_and_cache.view import DashAndCacheView


def random_bot(view: dict[str, Any], seat: int, legal: list[Any], rng: Rng) -> Any:
    return rng.choice(legal)


class Reading:
    """What the heuristic bot reads off its view: which cards each item can be said to show."""

    def __init__(self, view: dict[str, Any], seat: int) -> None:
        self.view: DashAndCacheView = from_json(DashAndCacheView, view)
        self.seat = seat
        rejected = {(c.item, c.card) for c in self.view.rejected}
        claimed = {(c.item, c.card) for c in self.view.claims}
        self.clear: dict[str, set[str]] = {}
        self.shown: dict[str, set[str]] = {}
        for r in self.view.room:
            self.clear[r.id] = set(r.clearly)
            self.shown[r.id] = {c for c in (*r.clearly, *r.arguably) if (r.id, c) not in rejected}
        for item, card in claimed:  # companion items show what they were claimed for
            self.shown.setdefault(item, set()).add(card)
            self.clear.setdefault(item, set())

    def cards(self, item: str) -> set[str]:
        return self.shown.get(item, set())

    def cover(self, seat: int, items: Iterable[str]) -> int:
        """How many of ``seat``'s goal cards ``items`` can cover, one item per card."""
        goals = self.view.goals[seat]
        owner: dict[str, str] = {}

        def place(item: str, seen: set[str]) -> bool:
            for card in goals:
                if card in self.cards(item) and card not in seen:
                    seen.add(card)
                    if card not in owner or place(owner[card], seen):
                        owner[card] = item
                        return True
            return False

        return sum(1 for item in items if place(item, set()))

    def mine(self, seat: int | None = None) -> tuple[str, ...]:
        return self.view.caches[self.seat if seat is None else seat]

    def gain(self, add: Iterable[str] = (), remove: Iterable[str] = (), seat: int | None = None
             ) -> int:
        seat = self.seat if seat is None else seat
        gone = set(remove)
        before = self.cover(seat, self.mine(seat))
        after_items = [i for i in self.mine(seat) if i not in gone] + list(add)
        return self.cover(seat, after_items) - before

    def spare(self) -> list[str]:
        """My items whose loss costs no goal card, least promising first."""
        out = [i for i in self.mine() if self.gain(remove=[i]) == 0]
        return sorted(out, key=lambda i: len(self.cards(i)))

    def worst(self, items: Iterable[str]) -> str:
        return min(items, key=lambda i: (-self.gain(remove=[i]), len(self.cards(i)), i))

    def name(self, item: str) -> str:
        return self.view.item_names.get(item, item)

    def claimed_cover(self, seat: int, skip: tuple[str, str] | None = None) -> int:
        """Goal cards of ``seat`` that claims on its cache already cover (one item each)."""
        mine, goals = set(self.mine(seat)), set(self.view.goals[seat])
        pairs = {(c.item, c.card) for c in self.view.claims
                 if c.item in mine and c.card in goals and (c.item, c.card) != skip}
        return len({card for _, card in pairs})

    def leader(self) -> int:
        others = [s for s in range(self.view.players) if s != self.seat]
        return max(others, key=lambda s: (self.cover(s, self.mine(s)), -s))


def _best(legal: list[Any], score: Callable[[Any], Any]) -> Any:
    return max(legal, key=score)


def _of(legal: list[Any], kind: type) -> list[Any]:
    return [m for m in legal if isinstance(m, kind)]


def heuristic_bot(view: dict[str, Any], seat: int, legal: list[Any], rng: Rng) -> Any:
    r = Reading(view, seat)
    phase = r.view.phase.name
    if phase in ("opening_grab", "hunt"):
        return _grab_or_return(r, legal, rng)
    if phase in ("roll", "claim_chance"):
        return _claim_or_go_on(r, legal)
    if phase in ("steal", "switch", "race_opponent", "trade_partner", "auction_lot"):
        return _turn_choice(r, legal)
    if phase == "trade":
        return _trade(r, legal)
    if phase == "auction":
        return _auction(r, legal)
    if phase in ("trade_forfeit", "challenge_penalty"):
        return mv.Junk(r.worst(m.item for m in legal))
    if phase == "auction_tie":
        return _best(legal, lambda m: -r.cover(m.seat, r.mine(m.seat)))
    if phase == "commission":
        return _best(legal, lambda m: (r.gain(add=[m.item]), len(r.cards(m.item))))
    if phase == "vote":
        return _vote(r)
    if phase in ("objection", "victory_call"):
        return _object(r, legal)
    return rng.choice(legal)


def _claim_or_go_on(r: Reading, legal: list[Any]) -> Any:
    """The digital room sees a complete cache by itself, so claims there only invite a
    challenge. In companion mode put forward, for a goal card not yet covered, the item whose
    name supports it best, never one the name contradicts (a rejected claim junks the item)."""
    claims = _of(legal, mv.ClaimMatch)
    if r.view.mode == "companion" and claims:
        goals, mine = set(r.view.goals[r.seat]), set(r.mine())
        claimed = [c for c in r.view.claims if c.item in mine and c.card in goals]
        covered, used = {c.card for c in claimed}, {c.item for c in claimed}
        fresh = [(companion.support(r.name(m.item), m.card), i, m) for i, m in enumerate(claims)
                 if m.card not in covered and m.item not in used]
        fresh = [f for f in fresh if f[0] > companion.Support.AGAINST]
        if fresh:
            return max(fresh, key=lambda f: (f[0], -f[1]))[2]
    return mv.Roll() if r.view.phase.name == "roll" else mv.StopClaiming()


def _object(r: Reading, legal: list[Any]) -> Any:
    """Challenge a match the item does not clearly show, when losing the vote would cost an
    item we can spare (or when a victory call is at stake); otherwise let it stand."""
    at_stake = r.view.phase.name == "victory_call"
    if r.view.mode == "companion":
        for m in _of(legal, mv.Challenge):
            if r.mine() and companion.worth_challenging(r.name(m.item), m.card,
                                                        r.view.players, at_stake):
                return m
        return mv.NoChallenge()
    challenges = [m for m in _of(legal, mv.Challenge) if m.card not in r.clear.get(m.item, ())]
    if challenges and r.mine() and (at_stake or (r.view.mode == "digital" and r.spare())):
        return challenges[0]
    return mv.NoChallenge()


def _grab_or_return(r: Reading, legal: list[Any], rng: Rng) -> Any:
    returns = _of(legal, mv.ReturnHome)
    grabs = _of(legal, mv.Grab)
    if returns and (not grabs or r.view.held[r.seat]):
        # Back at once with what we hold: keep the item that covers the most.
        return _best(returns, lambda m: (r.gain(add=[m.keep]) if m.keep else 0,
                                         len(r.cards(m.keep or ""))))
    if not grabs:
        return rng.choice(legal)
    card = r.view.phase.card if r.view.phase.name == "hunt" else None
    return _best(grabs, lambda m: (
        r.gain(add=[m.item]),
        card is not None and card in r.clear.get(m.item, set()),
        len(r.cards(m.item)),
        rng.random(),
    ))


def _turn_choice(r: Reading, legal: list[Any]) -> Any:
    phase = r.view.phase.name
    if phase == "steal":
        steals = _of(legal, mv.Steal)
        return _best(steals, lambda m: (r.gain(add=[m.item]), -r.gain(
            remove=[m.item], seat=_owner(r, m.item)), len(r.cards(m.item))))
    if phase == "switch":
        def value(m: Any) -> tuple[int, int]:
            if isinstance(m, mv.Decline):
                return (0, 0)
            add = [m.take] if m.take else []
            remove = [m.give] if m.give else []
            return (r.gain(add=add, remove=remove), len(r.cards(m.take or "")) - 1)
        return _best(legal, value)
    if phase == "race_opponent":
        return _best(legal, lambda m: r.cover(m.seat, r.mine(m.seat)))
    if phase == "trade_partner":
        # A partner without items cannot agree a deal: the trade would only cost an item.
        return _best(legal, lambda m: (bool(r.mine(m.seat)),
                                       max((r.gain(add=[i]) for i in r.mine(m.seat)), default=0)))
    # auction lot: what I would like to keep if nobody bids; a donation: my worst item
    if r.view.junk_pile:
        return _best(legal, lambda m: (r.gain(add=[m.item]), len(r.cards(m.item))))
    return mv.AuctionLot(r.worst(m.item for m in legal))


def _owner(r: Reading, item: str) -> int:
    return next(s for s, c in enumerate(r.view.caches) if item in c)


def _trade(r: Reading, legal: list[Any]) -> Any:
    phase = r.view.phase
    roller = r.view.turn
    partner = phase.partner  # type: ignore[union-attr]
    other = partner if r.seat == roller else roller
    offered, asked = phase.offered, phase.asked  # type: ignore[union-attr]
    mine_out, theirs_in = (offered, asked) if r.seat == roller else (asked, offered)
    amend = {m.item for m in _of(legal, mv.AmendDeal)}
    if not r.mine(other):  # no deal is possible: wait for the sand, changing nothing
        return mv.StandFirm()
    if r.seat == roller and not asked and amend:
        wanted = max(r.mine(other), key=lambda i: (r.gain(add=[i]), len(r.cards(i))))
        if wanted in amend:
            return mv.AmendDeal(wanted)
    if r.seat == roller and not offered and amend and r.spare():
        pick = next((i for i in r.spare() if i in amend), None)
        if pick is not None:
            return mv.AmendDeal(pick)
    net = r.gain(add=theirs_in, remove=mine_out)
    if any(isinstance(m, mv.ShakeHands) for m in legal) and net >= 0:
        return mv.ShakeHands()
    # A deal that costs me a goal: take my needed item back off the table once.
    needed = [i for i in mine_out if r.gain(remove=[i]) < 0 and i in amend]
    if needed:
        return mv.AmendDeal(needed[0])
    return mv.StandFirm()


def _auction(r: Reading, legal: list[Any]) -> Any:
    phase = r.view.phase
    lot = phase.lot  # type: ignore[union-attr]
    bids: dict[int, tuple[str, ...]] = phase.bids  # type: ignore[union-attr]
    mine = bids.get(r.seat, ())
    rival_best = max((len(b) for s, b in bids.items() if s != r.seat), default=0)
    if r.gain(add=[lot]) > 0 and len(mine) <= rival_best:
        spare = [i for i in r.spare() if i not in mine]
        if spare:
            return mv.Bid(spare[0])
    return mv.StopBidding()


def _vote(r: Reading) -> Any:
    phase = r.view.phase
    item, card, owner = phase.item, phase.card, phase.owner  # type: ignore[union-attr]
    if owner == r.seat:
        return mv.CastVote(True)
    if r.view.mode == "companion":
        if phase.challenger == r.seat:  # type: ignore[union-attr]
            return mv.CastVote(False)
        covered = r.claimed_cover(owner, skip=(item, card))
        return mv.CastVote(companion.vote(r.name(item), card, covered, at_stake=False))
    return mv.CastVote(card in r.clear.get(item, set()))


# The one mapping of level name -> bot; the heuristic bot is the one a seat gets by default.
LEVELS: dict[str, Bot] = {"random": random_bot, "heuristic": heuristic_bot}
DEFAULT_LEVEL = "heuristic"
