"""How good a Flag Dash position is for each seat, for the AI's search (``dashgames.ai``).

A team is scored on the race for the flags (``race_score``, which the heuristic bot scores
with too, adding its own terms), less its trapped characters: a carrier's distance home, else
its nearest runner's distance to the opposing flag; an opposing thief's distance to its zone
counts against; character flags collected and boosts add. Both seats of a team share its
score. Distances are walking steps around walls (characters and tunnels ignored), cached per
board.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from functools import cache

from dashgames.engine.evaluation import rank_shares
from dashgames.games.flag_dash.movement import crossable, flag_square, on_board
from dashgames.games.flag_dash.state import DIRECTIONS, FlagDashState, Layout, neighbour

LIVE_ITERATIONS = 1000
"""Search iterations one second of a quiet core reaches in this game (the live think time,
measured in CPU time over a game's positions; docs/AI.md): the arena's reproducible stand-in
for the live budget."""
PLAYOUT_DEPTH = 10
"""Flag Dash resolves a round in many small moves (select, run, end the turn): look further."""
SCALE = 1 / 40
FAR = 30


@cache
def _distances(layout: Layout, goals: frozenset[str]) -> dict[str, int]:
    """Steps from every square to the nearest goal, through walls' gaps (characters ignored)."""
    dist = {g: 0 for g in goals if on_board(layout, g)}
    queue = deque(dist)
    while queue:
        sq = queue.popleft()
        for d in DIRECTIONS:
            n = neighbour(sq, d)
            if on_board(layout, n) and n not in dist and crossable(layout, n, sq):
                dist[n] = dist[sq] + 1
                queue.append(n)
    return dist


@cache
def plain_layout(layout: Layout) -> Layout:
    """``layout`` without its tunnels: distances do not depend on them, and dropping them keeps
    the distance cache small."""
    return Layout(layout.name, layout.width, layout.height, layout.walls, (), layout.closed,
                  layout.zones, (), (), layout.hideouts)


def walking_distance(layout: Layout, square: str, goals: frozenset[str]) -> int:
    """Steps from ``square`` to the nearest of ``goals`` around walls (``FAR`` if none is
    reachable); the evaluator and the heuristic bot both measure with it."""
    return _distances(layout, goals).get(square, FAR)


Distance = Callable[[Layout, str, frozenset[str]], int]
"""Steps from a square to the nearest goal on a layout without tunnels."""


def race_score(state: FlagDashState, team: int, runner_distance: Distance = walking_distance
               ) -> float:
    """``team``'s race for the flags in a game not yet won: a carrier's distance home, else
    its nearest runner's (``runner_distance``) to the opposing flag; an opposing thief's way
    to its zone counts against; character flags collected and boosts add. The evaluator and the
    heuristic bot (``bots.evaluate``) each add their own terms to it."""
    lay = plain_layout(state.layout)
    score = 0.0
    enemy_flag = flag_square(state, 1 - team)
    home = frozenset(lay.zones[team])
    ours = [c for c in state.characters if c.team == team]
    carrier = next((c for c in ours if c.carrying == 1 - team), None)
    if carrier is not None:
        score += 200 - 10 * walking_distance(lay, carrier.square, home)
    else:
        runners = [c for c in ours if c.runner] or ours
        score -= 6 * min(runner_distance(lay, c.square, frozenset({enemy_flag})) for c in runners)
    thief = next((c for c in state.characters if c.carrying == team), None)
    if thief is not None:
        own_flag = flag_square(state, team)
        away = frozenset(lay.zones[1 - team])
        score -= 150 - 8 * walking_distance(lay, thief.square, away)
        score -= 4 * min(walking_distance(lay, c.square, frozenset({own_flag})) for c in ours)
    score += 15 * max(len(set(c.collected)) for c in ours)
    score += sum(c.boosts for c in ours)
    return score


def team_score(state: FlagDashState, team: int) -> float:
    """Higher is better for ``team``; a won game is beyond any other score."""
    if state.winner is not None:
        return 10_000.0 if state.winner == team else -10_000.0
    trapped = sum(1 for c in state.characters if c.team == team and c.trapped)
    return race_score(state, team) - 5 * trapped


def evaluate(state: FlagDashState) -> tuple[float, ...]:
    teams = {h.seat: h.team for h in state.hands}
    if state.phase == "over":
        return tuple(0.5 if state.winner is None else 1.0 if teams[s] == state.winner else 0.0
                     for s in sorted(teams))
    by_team = {t: team_score(state, t) for t in (0, 1)}
    return rank_shares([by_team[teams[s]] for s in sorted(teams)], SCALE)
