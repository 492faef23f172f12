"""The heuristic bot's plans with character abilities: Jump, Trap, Lasso and Dig cards, the
cat tokens and the spy tokens.

A plan is judged by imagining it: the bot's own hand plays the pair alone on a copy of the
state rebuilt from its view (the other team's face-down plans are unknown, so they are left
out), resolving each effect greedily with the same evaluation the bot resolves real moves with,
and the position it ends in is scored. An ability card replaces the basic plan when the
imagined position is clearly better. Spy tokens go where knowing the opposing card first
matters: when the two sides are about to meet at a flag. After a spy reveals a card, the bot
imagines each card it could swap in and each real token it could put down, and moves first
when the revealed card is one that acts on other characters.
"""

from __future__ import annotations

from collections.abc import Callable

from dashgames.engine import RulesError, Seat
from dashgames.engine.copying import replace
from dashgames.games.flag_dash.legal import legal_moves
from dashgames.games.flag_dash.moves import FlagDashMove, Plan, SpyReplace
from dashgames.games.flag_dash.phases import begin_turn, priority
from dashgames.games.flag_dash.rules import apply
from dashgames.games.flag_dash.state import FlagDashState, Slot

Evaluate = Callable[[FlagDashState, int], float]

ABILITY_CARDS = ("jump", "trap", "lasso", "dig")
SINGLE_TOKENS = ("1", "2", "3", "6", "7")
"""Under an ability card the bot tries the first of these it holds (the card once), and #4
and #5 (twice, three times) when it holds them."""
CLEARLY_BETTER = 4.0
"""How much better (in evaluation points: a step nearer the flag is 6) an imagined ability
plan must end than the basic plan for the bot to play it."""
INTERACTIVE = frozenset({"push", "flag", "lasso", "trap", "jump"})
"""Revealed cards that act on other characters or on the flags: worth moving before."""
MEETING = 3
"""Runners this close to a flag (theirs to ours, or ours to theirs) are about to meet."""
MAX_EFFECTS = 24


def imagine(state: FlagDashState, h: int, card: str, token: str, evaluate: Evaluate
            ) -> FlagDashState | None:
    """The state after hand ``h`` plays (``card``, ``token``) alone, resolved greedily; None
    when the rules refuse it (a card the hand cannot use now)."""
    hand = state.hands[h]
    team, seat = hand.team, hand.seat
    others = tuple(replace(hd, plan=(), committed=True) for hd in state.hands)
    slot = Slot(card, token, "", "", token_shown=True)
    hands = list(others)
    hands[h] = replace(hand, plan=(slot,), committed=True)
    try:
        st, _ = begin_turn(replace(state, hands=tuple(hands), phase="turn", step=0, turn=None,
                                   spy_queue=(), spy_target=None), h)
        for _ in range(MAX_EFFECTS):
            if st.winner is not None or st.turn is None or st.turn.hand != h:
                break
            moves = legal_moves(st, seat)
            if not moves:
                break
            st = max((apply(st, seat, m)[0] for m in moves), key=lambda s: evaluate(s, team))
    except (RulesError, AssertionError, IndexError, ValueError):
        return None  # a card this hand cannot play from here
    return st


def _value(state: FlagDashState | None, team: int, evaluate: Evaluate) -> float:
    return evaluate(state, team) if state is not None else float("-inf")


def ability_plan(state: FlagDashState, legal: list[Plan], basic: FlagDashMove,
                 evaluate: Evaluate) -> FlagDashMove:
    """``basic`` unless an ability card (or a cat token) imagines clearly better; on the
    second pair, imagined after the first."""
    if not state.abilities or not isinstance(basic, Plan):
        return basic
    h = basic.hand
    team = state.hands[h].team
    start = state
    first = state.hands[h].plan[0] if state.hands[h].plan else None
    if first is not None:
        start = imagine(state, h, first.card, first.token, evaluate) or state
    if start.winner is not None:
        return basic
    target = _value(imagine(start, h, basic.card, basic.token, evaluate), team, evaluate)
    best: tuple[float, Plan] | None = None
    offered = {(m.card, m.token) for m in legal}
    cards = [c for c in ABILITY_CARDS if any(m.card == c for m in legal)]
    cats = [t for t in ("cat3", "cat5") if any(m.token == t for m in legal)]
    tokens = {m.token for m in legal}
    single = next((t for t in SINGLE_TOKENS if t in tokens), None)
    tries = [t for t in (single, "4", "5") if t in tokens]
    trials = [(c, t) for c in cards for t in tries if (c, t) in offered]
    trials += [(basic.card, t) for t in cats if (basic.card, t) in offered]
    for card, token in trials:
        value = _value(imagine(start, h, card, token, evaluate), team, evaluate)
        if value > target + CLEARLY_BETTER and (best is None or value > best[0]):
            best = (value, Plan(h, card, token))
    return best[1] if best else basic


def spy_plan(state: FlagDashState, legal: list[Plan], basic: FlagDashMove,
             dist: Callable[[FlagDashState, str, str], int]) -> FlagDashMove:
    """The basic card under a spy token, on the first pair, when the runners are about to meet
    at a flag (``dist(state, from, to)``: steps between squares)."""
    if not isinstance(basic, Plan) or state.hands[basic.hand].plan:
        return basic
    spies = [m for m in legal if m.card == basic.card and m.token.startswith("spy")]
    if not spies:
        return basic
    team = state.hands[basic.hand].team
    flags = state.team_flags
    ours = [c for c in state.characters if c.team == team and c.runner]
    theirs = [c for c in state.characters if c.team != team and c.runner]
    near_theirs = flags[1 - team] is not None and any(
        dist(state, c.square, flags[1 - team] or "") <= MEETING for c in ours)
    near_ours = flags[team] is None or any(
        dist(state, c.square, flags[team] or "") <= MEETING for c in theirs)
    return spies[0] if near_theirs or near_ours else basic


def spy_replace(state: FlagDashState, seat: Seat, legal: list[SpyReplace],
                evaluate: Evaluate) -> SpyReplace:
    """The best imagined (card, token) to put down after a spy; first when the spied card acts
    on others, else the cheapest token that does as well."""
    h = state.spy_queue[0]
    team = state.hands[h].team
    k = state.step
    slot = state.hands[h].plan[k]
    spied = [hd.plan[k].card for hd in state.hands
             if hd.team != team and len(hd.plan) > k and hd.plan[k].spied]
    hurry = any(card in INTERACTIVE for card in spied)

    def score(m: SpyReplace) -> tuple[float, float]:
        value = _value(imagine(state, h, m.card or slot.card, m.token, evaluate), team, evaluate)
        return (-priority(m.token), value) if hurry else (value, -priority(m.token))

    return max(legal, key=score)
