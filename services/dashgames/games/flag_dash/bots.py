"""Flag Dash bots. Both see only their seat's view and legal moves.

The heuristic bot plans the obvious: a runner heads for the opposing flag (multiplier tokens on
Run cards), takes it with an early Flag, carries it home, and pushes an opponent who carries its
own flag. While resolving, it rebuilds a state from its view (``sample_hidden``), tries each legal
move and keeps the one whose result scores best (looking one move further after choices that
do not move anything by themselves: which character, which combo card, what to copy).
"""

from __future__ import annotations

from typing import Any

from dashgames.engine import Bot, Rng, Seat
from dashgames.games.flag_dash.bot_plans import ability_plan, spy_plan, spy_replace
from dashgames.games.flag_dash.evaluate import plain_layout, race_score, walking_distance
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


def evaluate(state: FlagDashState, team: int) -> float:
    """The bot's score for ``team``: the evaluator's race for the flags (``race_score``), and
    with abilities the way through tunnels and what the abilities change."""
    if state.winner is not None:
        return 10_000.0 if state.winner == team else -10_000.0
    if not state.abilities:
        return race_score(state, team)

    def through_tunnels(lay: Layout, square: str, goal: frozenset[str]) -> int:
        # Dig makes tunnels part of the plan: count the way through them.
        return _tunnel_dist(state, lay, square, goal)

    return race_score(state, team, through_tunnels) + _ability_terms(
        state, team, plain_layout(state.layout))


def _tunnel_dist(state: FlagDashState, lay: Layout, square: str, goal: frozenset[str]) -> int:
    """Steps to ``goal`` on foot or through a pair of tunnels (entering one counts a step)."""
    walk = walking_distance(lay, square, goal)
    tunnels = state.layout.tunnels
    if len(tunnels) < 2:
        return walk
    via = min(walking_distance(lay, square, frozenset({a})) + 1 + walking_distance(lay, b, goal)
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
        here = walking_distance(lay, c.square, goal)
        score += 3 * min(here, 8)
        for t in state.traps:
            if manhattan(t, c.square) <= 2 and walking_distance(lay, t, goal) < here:
                score += 8
    return score


def _best_run_cards(state: FlagDashState, c: int, goal: frozenset[str]) -> list[str]:
    ch = state.characters[c]
    lay = plain_layout(state.layout)
    here = walking_distance(lay, ch.square, goal)
    scored = []
    for card, rel in RUN_CARDS.items():
        n = neighbour(ch.square, absolute(ch.team, rel))
        if on_board(lay, n) and crossable(lay, ch.square, n):
            scored.append((walking_distance(lay, n, goal) - here, card))
    return [card for _, card in sorted(scored)]


def _plan(state: FlagDashState, legal: list[Plan], rng: Rng) -> FlagDashMove:
    h = legal[0].hand
    hand = state.hands[h]
    team = hand.team
    runners = [i for i, c in enumerate(state.characters)
               if c.team == team and c.runner and (hand.runner is None or i == hand.runner)]
    enemy_flag = flag_square(state, 1 - team)
    lay = plain_layout(state.layout)
    main = min(runners, key=lambda i: walking_distance(lay, state.characters[i].square,
                                            frozenset({enemy_flag})))
    ch = state.characters[main]
    carrying = any(c.carrying == 1 - team for c in state.characters if c.team == team)
    near = walking_distance(lay, ch.square, frozenset({enemy_flag})) <= 1
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
        basic = spy_plan(state, legal, basic, lambda s, a, b: walking_distance(
            plain_layout(s.layout), a, frozenset({b})))
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
