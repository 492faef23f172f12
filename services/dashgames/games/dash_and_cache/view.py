"""What a seat may know, and a full state consistent with it (for bots that simulate).

Everything on the table is public in Dash and Cache: goal cards are dealt face up, caches and
the junk pile are in plain sight, deals and bids are spoken aloud. Hidden are only the order
(and so the top) of the draw pile, the generator, and the other players' ballots while a vote
is still open. Once counted, the ballots are shown (``last_vote``, until the next vote opens).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dashgames.engine import Rng
from dashgames.engine.codec import DecodeError, from_json, to_json
from dashgames.engine.errors import BadState
from dashgames.games.dash_and_cache.components import CARD_IDS
from dashgames.games.dash_and_cache.legal import to_act
from dashgames.games.dash_and_cache.state import (
    Claim,
    Clock,
    CountedVote,
    DashAndCacheState,
    Face,
    Hunt,
    Mode,
    Phase,
    RoomItem,
)
from dashgames.games.dash_and_cache.victory import scores


@dataclass(frozen=True)
class DashAndCacheView:
    """One seat's view of a game of Dash and Cache (``viewer`` null: a spectator). Cards are
    named by id (``has-handle``); items by id, with their names in ``room``/``item_names``."""

    viewer: int | None
    players: int
    mode: Mode
    timer_seconds: int
    room: tuple[RoomItem, ...]
    room_left: tuple[str, ...]
    item_names: dict[str, str]
    caches: tuple[tuple[str, ...], ...]
    held: tuple[tuple[str, ...], ...]
    junk_pile: tuple[str, ...]
    goals: tuple[tuple[str, ...], ...]
    draw_pile_count: int
    discard_pile: tuple[str, ...]
    claims: tuple[Claim, ...]
    rejected: tuple[Claim, ...]
    ballots_cast: tuple[int, ...]
    my_ballot: bool | None
    turn: int
    phase: Phase
    round_limit: int
    choice_clocks: bool
    rounds_played: int
    timers: tuple[Clock, ...]
    clocks_started: int
    last_roll: Face | None
    unheard: tuple[Claim, ...]
    to_claim: tuple[int, ...]
    last_vote: CountedVote | None
    to_act: tuple[int, ...]
    points: tuple[int, ...]  # each seat's points if time were called now (all public)


def render(state: DashAndCacheState, seat: int | None) -> dict[str, Any]:
    """``seat``'s view (None: a spectator's), as JSON: the state without its secrets."""
    raw: dict[str, Any] = to_json(state)
    for secret in ("rng", "draw_pile", "ballots", "clock"):
        del raw[secret]
    raw.update(
        viewer=seat,
        draw_pile_count=len(state.draw_pile),
        ballots_cast=sorted(state.ballots),
        my_ballot=state.ballots.get(seat) if seat is not None else None,
        timers=[to_json(state.clock)] if state.clock is not None else [],
        to_act=sorted(to_act(state)),
        points=list(scores(state)),
    )
    return raw


_VIEW_ONLY = ("viewer", "draw_pile_count", "ballots_cast", "my_ballot", "timers", "to_act",
              "points")


def sample_hidden(view: dict[str, Any], seat: int | None, rng: Rng) -> DashAndCacheState:
    """A state that renders to ``view`` for ``seat``: the unseen cards shuffled into the draw
    pile, other open ballots guessed, a fresh generator."""
    try:
        seen: DashAndCacheView = from_json(DashAndCacheView, view)
    except DecodeError as e:
        raise BadState(f"bad dash_and_cache view: {e}", field=e.path) from None
    known = {c for g in seen.goals for c in g} | set(seen.discard_pile)
    if isinstance(seen.phase, Hunt):
        known.add(seen.phase.card)
    unseen = rng.shuffled([c for c in CARD_IDS if c not in known])
    ballots = {
        s: (seen.my_ballot if s == seat and seen.my_ballot is not None else rng.below(2) == 1)
        for s in seen.ballots_cast
    }
    fields = {k: v for k, v in view.items() if k not in _VIEW_ONLY}
    fields.update(
        rng=rng.next_u64(),
        draw_pile=unseen[: seen.draw_pile_count],
        ballots={str(s): v for s, v in ballots.items()},
        clock=view["timers"][0] if view["timers"] else None,
    )
    try:
        state: DashAndCacheState = from_json(DashAndCacheState, fields)
    except DecodeError as e:
        raise BadState(f"bad dash_and_cache view: {e}", field=e.path) from None
    return state
