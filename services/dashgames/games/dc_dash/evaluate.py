"""How good a DC Dash position is for each rider, for the AI's search (``dashgames.ai``).

The race is decided by turns: each rider's estimated turns to visit its remaining stations and
get back to Union Station (the heuristic bot's tour planner, ``planner.tour_turns``, under the
disruptions on the board), less a fraction for riders who move sooner in the turn order and a
little for Action cards in hand. A search state knows every rider's Station cards (they were
drawn by ``sample_hidden`` for the others), so every rider is estimated alike.

Tours are planned on the open network (no disruptions): a table per disruption layout costs
milliseconds to build, and the search meets a new layout at every disruption it tries. A
disruption standing on a station a rider must still visit, or where it stands, costs it
``BLOCKED`` turns instead.
"""

from __future__ import annotations

from dashgames.engine.evaluation import rank_shares
from dashgames.games.dc_dash.planner import tour_turns
from dashgames.games.dc_dash.state import DcDashState

LIVE_ITERATIONS = 1000
"""Search iterations one second of a quiet core reaches in this game (the live think time,
measured in CPU time over a game's positions; docs/AI.md): the arena's reproducible stand-in
for the live budget."""
PLAYOUT_DEPTH = 0
SCALE = 0.4
"""A turn ahead in the race is worth about this much on the logistic scale."""
BLOCKED = 0.7
"""Turns a disruption on a station the rider needs (or stands on) is reckoned to cost it."""
KEEP_FIRST_MARGIN = 0.15
"""The heuristic's move stands unless the search finds one clearly better: this evaluator sees
less than the heuristic does (disruptions only as a flat cost), and measured deviations by a
small margin lost more games than they won."""
CARD_VALUE = 0.15
"""Turns an Action card in hand is worth (most save a turn at best, and not always)."""


def evaluate(state: DcDashState) -> tuple[float, ...]:
    n = state.players
    if state.winner is not None:
        return tuple(1.0 if s == state.winner else 0.0 for s in range(n))
    blocked = {d.station for d in state.disruptions}
    scores = []
    for seat, rider in enumerate(state.riders):
        targets = frozenset(rider.station_cards)
        left = float(tour_turns(state.network, (), rider.station, targets))
        if blocked:
            left += BLOCKED * len(blocked & (targets | {rider.station}))
        # Whoever moves next is that much closer; the seat moving last waits almost a turn.
        wait = ((seat - state.turn) % n) / n
        cards = min(len(rider.action_cards), 3) * CARD_VALUE
        scores.append(-(left + wait - cards + 0.5 * rider.doors_closing))
    return rank_shares(scores, SCALE)
