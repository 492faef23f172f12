"""Real moves, views and events of every game, for checking the contract and generated clients.

One random game per game type and player-count extreme (``random_play``): every legal-move list
of a seat to act, a view of each seat and of a spectator now and then, and every event as each
reader receives it (``visible_events``: the audience field gone).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import dashgames.games  # noqa: F401 - fills the registry
from dashgames.engine import Game, get_game, visible_events
from tests.support.random_play import bounded, play_randomly

EVERY = 25
"""Views are kept from every ``EVERY``-th state (all of them would only be slower)."""
PER_KIND = 8
"""Moves and events kept of each type (of each reader's kind, for events): the first ones."""


@dataclass
class Samples:
    game: str
    legal: list[tuple[int, list[dict[str, Any]]]] = field(default_factory=list)
    views: list[dict[str, Any]] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)
    outcomes: list[Any] = field(default_factory=list)  # each game's ``Outcome``

    def moves_of_type(self, kind: str) -> list[dict[str, Any]]:
        return [m for _, moves in self.legal for m in moves if m["type"] == kind]


@cache
def samples(game_id: str) -> Samples:
    game: Game[Any, Any] = get_game(game_id)
    out = Samples(game_id)
    for players in sorted({game.min_players, game.max_players}):
        playout = play_randomly(game, players, bounded(game), 1, "contract")
        out.outcomes.append(game.outcome(playout.states[-1]))
        kept: Counter[tuple[Any, ...]] = Counter()
        for i, state in enumerate(playout.states):
            if game.outcome(state) is None:
                for seat in sorted(game.to_act(state)):
                    moves = []
                    for move in game.legal_moves(state, seat):
                        dumped = game.moves.dump(move)
                        if kept[("move", dumped["type"])] < PER_KIND:
                            kept[("move", dumped["type"])] += 1
                            moves.append(dumped)
                    if moves:  # a part of the seat's list: each kind a few times at most
                        out.legal.append((seat, moves))
            if i % EVERY == 0 or i == len(playout.states) - 1:
                out.views.extend(game.view(state, s) for s in (None, 0))
        for events in playout.events:
            for seat in (None, 0):
                for shown in visible_events(events, seat):
                    key = ("event", shown["type"], seat is None)
                    if kept[key] < PER_KIND:
                        out.events.append(shown)
                        kept[key] += 1
    return out


HOUSE_GAMES = ("dash_and_cache", "dc_dash", "dicey_curves", "double_dash", "flag_dash")
"""The platform's own games (``dashgames.games``), without any test game registered beside."""
