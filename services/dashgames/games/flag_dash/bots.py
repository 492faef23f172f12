"""Flag Dash bots. Both see only their seat's view and legal moves.

The heuristic bot plans the obvious: a runner heads for the opposing flag (multiplier tokens on
Run cards), takes it with an early Flag, carries it home, and pushes an opponent who carries its
own flag. While resolving, it rebuilds a state from its view (``sample_hidden``), tries each legal
move and keeps the one whose result scores best (looking one move further after choices that
do not move anything by themselves: which character, which combo card, what to copy).
"""

from __future__ import annotations

from collections import deque
from functools import cache
from typing import Any

from dashgames.engine import Bot, Rng, Seat
from dashgames.games.flag_dash.bot_plans import ability_plan, spy_plan, spy_replace
from dashgames.games.flag_dash.legal import legal_moves, to_act
from dashgames.games.flag_dash.movement import crossable, flag_square, on_board
from dashgames.games.flag_dash.moves import (
    ChooseFirst,
    Combo,
    Copy,
    FlagDashMove,
    Plan,
    Ready,
    SecretTunnel,
    Select,
    Spy,
    SpyReplace,
)
from dashgames.games.flag_dash.rules import apply
from dashgames.games.flag_dash.state import (
    DIRECTIONS,
    RUN_CARDS,
    FlagDashState,
    Layout,
    absolute,
    manhattan,
    neighbour,
)
from dashgames.games.flag_dash.view import sample_hidden

RUN_TOKENS = ("5", "4", "6", "3", "2", "1", "7", "cat5", "cat3")
EARLY_TOKENS = ("1", "2", "3", "4", "7", "5", "6", "cat3", "cat5")


def random_bot(view: dict[str, Any], seat: Seat, legal: list[Any], rng: Rng) -> Any:
    return rng.choice(legal)


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


def _dist(layout: Layout, square: str, goals: frozenset[str]) -> int:
    return _distances(layout, goals).get(square, 30)


def _plain(layout: Layout) -> Layout:
    # Distances do not depend on tunnels; dropping them keeps the cache small.
    return Layout(layout.name, layout.width, layout.height, layout.walls, (), layout.closed,
                  layout.zones, (), (), layout.hideouts)


def evaluate(state: FlagDashState, team: int) -> float:
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
        goal = frozenset({enemy_flag})
        if state.abilities:  # Dig makes tunnels part of the plan: count the way through them
            score -= 6 * min(_tunnel_dist(state, lay, c.square, goal) for c in runners)
        else:
            score -= 6 * min(_dist(lay, c.square, goal) for c in runners)
    own_flag = flag_square(state, team)
    thief = next((c for c in state.characters if c.carrying == team), None)
    if thief is not None:
        away = frozenset(lay.zones[1 - team])
        score -= 150 - 8 * _dist(lay, thief.square, away)
        score -= 4 * min(_dist(lay, c.square, frozenset({own_flag})) for c in ours)
    score += 15 * max(len(set(c.collected)) for c in ours)
    score += sum(c.boosts for c in ours)
    if state.abilities:
        score += _ability_terms(state, team, lay)
    return score


def _tunnel_dist(state: FlagDashState, lay: Layout, square: str, goal: frozenset[str]) -> int:
    """Steps to ``goal`` on foot or through a pair of tunnels (entering one counts a step)."""
    walk = _dist(lay, square, goal)
    tunnels = state.layout.tunnels
    if len(tunnels) < 2:
        return walk
    via = min(_dist(lay, square, frozenset({a})) + 1 + _dist(lay, b, goal)
              for a in tunnels for b in tunnels if a != b)
    return min(walk, via)


def _ability_terms(state: FlagDashState, team: int, lay: Layout) -> float:
    """What abilities change: trapped characters, traps in a rival runner's way, and rival
    runners kept from our flag (Lasso). (Tunnels, which Dig adds, count in ``evaluate``.)"""
    score = 0.0
    own_flag = flag_square(state, team)
    for c in state.characters:
        if c.trapped:
            score += (25 if c.runner else 10) * (1 if c.team != team else -1)
    for c in state.characters:
        if c.team == team or not c.runner or c.trapped:
            continue
        goal = frozenset(lay.zones[1 - team]) if c.carrying == team else frozenset({own_flag})
        here = _dist(lay, c.square, goal)
        score += 3 * min(here, 8)
        for t in state.traps:
            if manhattan(t, c.square) <= 2 and _dist(lay, t, goal) < here:
                score += 8
    return score


def _best_run_cards(state: FlagDashState, c: int, goal: frozenset[str]) -> list[str]:
    ch = state.characters[c]
    lay = _plain(state.layout)
    here = _dist(lay, ch.square, goal)
    scored = []
    for card, rel in RUN_CARDS.items():
        n = neighbour(ch.square, absolute(ch.team, rel))
        if on_board(lay, n) and crossable(lay, ch.square, n):
            scored.append((_dist(lay, n, goal) - here, card))
    return [card for _, card in sorted(scored)]


def _plan(state: FlagDashState, legal: list[Plan], rng: Rng) -> FlagDashMove:
    h = legal[0].hand
    hand = state.hands[h]
    team = hand.team
    runners = [i for i, c in enumerate(state.characters)
               if c.team == team and c.runner and (hand.runner is None or i == hand.runner)]
    enemy_flag = flag_square(state, 1 - team)
    lay = _plain(state.layout)
    main = min(runners, key=lambda i: _dist(lay, state.characters[i].square,
                                            frozenset({enemy_flag})))
    ch = state.characters[main]
    carrying = any(c.carrying == 1 - team for c in state.characters if c.team == team)
    near = _dist(lay, ch.square, frozenset({enemy_flag})) <= 1
    if carrying:
        carrier = next(i for i, c in enumerate(state.characters) if c.carrying == 1 - team)
        wanted = _best_run_cards(state, carrier, frozenset(lay.zones[team]))
        tokens = RUN_TOKENS
    elif near and not hand.plan:
        wanted, tokens = ["flag"], EARLY_TOKENS
    elif near:
        wanted = _best_run_cards(state, main, frozenset(lay.zones[team]))
        tokens = RUN_TOKENS
    else:
        wanted = ["copy", *_best_run_cards(state, main, frozenset({enemy_flag}))]
        if not hand.plan:
            wanted = wanted[1:]
        tokens = RUN_TOKENS
    for card in wanted:
        for tok in tokens:
            move = Plan(h, card, tok)
            if move in legal:
                return move
    return rng.choice(legal)


def _score(state: FlagDashState, seat: Seat, move: FlagDashMove, team: int, depth: int) -> float:
    after, _ = apply(state, seat, move)
    value = evaluate(after, team)
    still_mine = after.turn is not None and seat in to_act(after)
    if depth and still_mine and isinstance(move, (Select, Combo, Copy)):
        nxt = legal_moves(after, seat)
        value = max([value, *(_score(after, seat, m, team, depth - 1) for m in nxt)])
    return value


def heuristic_bot(view: dict[str, Any], seat: Seat, legal: list[Any], rng: Rng) -> Any:
    state = sample_hidden(view, seat, rng)
    team = next(h.team for h in state.hands if h.seat == seat)
    first = legal[0]
    if isinstance(first, Plan):
        basic = _plan(state, legal, rng)
        basic = spy_plan(state, legal, basic, lambda s, a, b: _dist(_plain(s.layout), a,
                                                                     frozenset({b})))
        return ability_plan(state, legal, basic, evaluate)
    if isinstance(first, Ready) or any(isinstance(m, Ready) for m in legal):
        return next(m for m in legal if isinstance(m, Ready))
    if isinstance(first, (Spy, ChooseFirst)):
        return first
    if isinstance(first, SpyReplace):
        return spy_replace(state, seat, legal, evaluate)
    if isinstance(first, SecretTunnel):
        return SecretTunnel(first.character, True)
    best: list[FlagDashMove] = []
    top = float("-inf")
    for move in legal:
        value = _score(state, seat, move, team, 1)
        if value > top + 1e-9:
            top, best = value, [move]
        elif abs(value - top) <= 1e-9:
            best.append(move)
    return rng.choice(best)


LEVELS: dict[str, Bot] = {"random": random_bot, "heuristic": heuristic_bot}
DEFAULT_LEVEL = "heuristic"
