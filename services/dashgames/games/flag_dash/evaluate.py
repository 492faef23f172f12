"""How good a Flag Dash position is for each seat, for the AI's search (``dashgames.ai``).

A team is scored on the race for the flags (the heuristic bot's knowledge, kept here apart from
the bot so the two can change on their own): a carrier's distance home, else its nearest
runner's distance to the opposing flag; an opposing thief's distance to its zone counts
against; character flags collected and boosts add. Both seats of a team share its score.
Distances are walking steps around walls (characters and tunnels ignored), cached per board.
"""

from __future__ import annotations

from collections import deque
from functools import cache

from dashgames.engine.evaluation import rank_shares
from dashgames.games.flag_dash.movement import crossable, flag_square, on_board
from dashgames.games.flag_dash.state import DIRECTIONS, FlagDashState, Layout, neighbour

PLAYOUT_DEPTH = 10
"""Flag Dash resolves a round in many small moves (select, run, end the turn): look further."""
SCALE = 1 / 40
FAR = 30


@cache
def _distances(layout: Layout, goals: frozenset[str]) -> dict[str, int]:
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
def _plain(layout: Layout) -> Layout:
    # Distances do not depend on tunnels; dropping them keeps the cache small.
    return Layout(layout.name, layout.width, layout.height, layout.walls, (), layout.closed,
                  layout.zones, (), (), layout.hideouts)


def _dist(layout: Layout, square: str, goals: frozenset[str]) -> int:
    return _distances(layout, goals).get(square, FAR)


def team_score(state: FlagDashState, team: int) -> float:
    """Higher is better for ``team``; a won game is beyond any other score."""
    if state.winner is not None:
        return 10_000.0 if state.winner == team else -10_000.0
    lay = _plain(state.layout)
    score = 0.0
    enemy_flag = flag_square(state, 1 - team)
    home = frozenset(lay.zones[team])
    ours = [c for c in state.characters if c.team == team]
    carrier = next((c for c in ours if c.carrying == 1 - team), None)
    if carrier is not None:
        score += 200 - 10 * _dist(lay, carrier.square, home)
    else:
        runners = [c for c in ours if c.runner] or ours
        score -= 6 * min(_dist(lay, c.square, frozenset({enemy_flag})) for c in runners)
    thief = next((c for c in state.characters if c.carrying == team), None)
    if thief is not None:
        own_flag = flag_square(state, team)
        away = frozenset(lay.zones[1 - team])
        score -= 150 - 8 * _dist(lay, thief.square, away)
        score -= 4 * min(_dist(lay, c.square, frozenset({own_flag})) for c in ours)
    score += 15 * max(len(set(c.collected)) for c in ours)
    score += sum(c.boosts for c in ours)
    score -= 5 * sum(1 for c in ours if c.trapped)
    return score


def evaluate(state: FlagDashState) -> tuple[float, ...]:
    teams = {h.seat: h.team for h in state.hands}
    if state.phase == "over":
        return tuple(0.5 if state.winner is None else 1.0 if teams[s] == state.winner else 0.0
                     for s in sorted(teams))
    by_team = {t: team_score(state, t) for t in (0, 1)}
    return rank_shares([by_team[teams[s]] for s in sorted(teams)], SCALE)
