"""Who may move now, and every move they may make: ``to_act`` and ``legal_moves``.

Each phase of the round lists its own small choices (a planned pair, a spy's target, the
character to move, the combo card); while a hand resolves its move, ``effect_moves`` lists every
effect of every card still pending (or only the next one when a cat token fixes the order),
then boosts, tunnels and ending the move.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from dashgames.engine import Seat
from dashgames.games.flag_dash import phases, secret_setup
from dashgames.games.flag_dash.actions import (
    cat_distances,
    drop_if_robbed,
    jump_target,
    lasso_direction,
)
from dashgames.games.flag_dash.movement import (
    character_at,
    flag_at,
    on_board,
    step,
    step_target,
    tunnel_options,
    use_tunnel,
    wall_between,
)
from dashgames.games.flag_dash.moves import (
    Boost,
    Chase,
    ChooseFirst,
    CollectFlag,
    Combo,
    Copy,
    Dig,
    DropFlag,
    EndTurn,
    FlagDashMove,
    GiveFlag,
    Jump,
    Lasso,
    PassFlags,
    Plan,
    Push,
    Run,
    SecretTunnel,
    Select,
    SetTrap,
    Skip,
    Spy,
    SpyReplace,
    TakeFlag,
    Tunnel,
)
from dashgames.games.flag_dash.state import (
    COLOURS,
    DIRECTIONS,
    RUN_CARDS,
    Character,
    FlagDashState,
    Turn,
    absolute,
    manhattan,
    neighbour,
)


def to_act(state: FlagDashState) -> frozenset[Seat]:
    """The seats that may move: everyone still planning, or the one seat whose choice it is."""
    phase = state.phase
    if phase == "over":
        return frozenset()
    if phase == "setup":
        return frozenset(s for t in (0, 1) if not state.setup_ready[t]
                         for s in phases.team_seats(state, t))
    if phase == "plan":
        return frozenset(h.seat for h in state.hands if not h.committed)
    if phase == "spy":
        return frozenset({state.hands[state.spy_queue[0]].seat})
    if phase == "tie":
        return frozenset(state.hands[h].seat for h in state.tie_hands)
    if phase == "turn":
        assert state.turn is not None
        return frozenset({state.hands[state.turn.hand].seat})
    # ruling: secret-tunnel-choice
    return frozenset(_controllers(state, state.tunnel_queue[0]))


def _controllers(state: FlagDashState, c: int) -> tuple[int, ...]:
    """The seat of the hand whose runner ``c`` is; a defender's team decides together."""
    for hand in state.hands:
        if hand.runner == c:
            return (hand.seat,)
    return phases.team_seats(state, state.characters[c].team)


def legal_moves(state: FlagDashState, seat: Seat) -> list[FlagDashMove]:
    if seat not in to_act(state):
        return []
    return list(dict.fromkeys(_moves(state, seat)))


def _moves(state: FlagDashState, seat: Seat) -> list[FlagDashMove]:
    phase = state.phase
    out: list[FlagDashMove] = []
    if phase == "setup":
        return secret_setup.moves(state, seat)
    if phase == "plan":
        for h, hand in enumerate(state.hands):
            if hand.seat == seat and not hand.committed:
                tokens = phases.plan_tokens(hand)
                out += [Plan(h, c, t) for c in phases.plan_cards(hand) for t in tokens]
        return out
    if phase == "spy":
        if state.spy_target is None and phases.spy_targets(state):
            return [Spy(t) for t in phases.spy_targets(state)]
        hand = state.hands[state.spy_queue[0]]
        tokens = [t for t in dict.fromkeys(hand.screen) if not t.startswith("spy")]
        out_of_hand = {s.card for s in hand.plan} | set(hand.played)
        cards: list[str | None] = [None, *(c for c in hand.cards if c not in out_of_hand)]
        return [SpyReplace(t, c) for t in tokens for c in cards]
    if phase == "tie":
        return [ChooseFirst(h) for h in state.tie_hands]
    if phase == "secret_tunnel":
        colour = COLOURS[state.tunnel_queue[0]]
        return [SecretTunnel(colour, True), SecretTunnel(colour, False)]
    turn = state.turn
    assert turn is not None
    if turn.stage == "select":
        return [Select(COLOURS[c]) for c in phases.selectable(state)]
    if turn.stage == "combo":
        return [Combo(None), *(Combo(c) for c in phases.combo_cards(state))]
    assert turn.character is not None
    out += effect_moves(state, state.hands[turn.hand].played)
    ch = state.characters[turn.character]
    if ch.boosts:
        out += [Boost(d) for d in DIRECTIONS  # type: ignore[arg-type]
                if step(state, turn.character, d) is not None]
    for k in phases.tunnel_candidates(state):
        out += [Tunnel(COLOURS[k], to, bump)  # type: ignore[arg-type]
                for to, bump in tunnel_options(state, k)]
    out.append(EndTurn())
    return out


# ---- the effects of the cards still pending ----------------------------------------------------
def available_cards(turn: Turn) -> tuple[str, ...]:
    if turn.ordered:
        return turn.pending[:1]
    return tuple(dict.fromkeys(turn.pending))


def effect_moves(state: FlagDashState, played: tuple[str, ...]) -> list[FlagDashMove]:
    turn = state.turn
    assert turn is not None and turn.character is not None
    out: list[FlagDashMove] = []
    for card in available_cards(turn):
        out.extend(_card_moves(state, turn.character, card, played))
        out.append(Skip(card))
    return out


def _ability(state: FlagDashState, ch: Character, ability: str) -> bool:
    # Abilities belong to runners only; a defender never uses one.
    return state.abilities and ch.runner and ch.ability == ability


def _card_moves(
    state: FlagDashState, c: int, card: str, played: tuple[str, ...]
) -> Iterator[FlagDashMove]:
    ch = state.characters[c]
    if card in RUN_CARDS:
        if step_target(state, ch.square, absolute(ch.team, RUN_CARDS[card])) and not ch.trapped:
            yield Run(RUN_CARDS[card])  # type: ignore[arg-type]
    elif card == "flag":
        yield from _flag_moves(state, c)
    elif card == "push":
        yield from _push_moves(state, c)
    elif card == "copy":
        # ruling: copy-combo-partner
        # Copy becomes any other card this hand has revealed this round, including the
        # partner card of the current combo.
        for other in dict.fromkeys(played):
            if other != "copy":
                yield Copy(other)
    elif card == "jump" and _ability(state, ch, "jump") and not ch.trapped:
        for d in DIRECTIONS:
            if jump_target(state, ch.square, d):
                yield Jump(d)  # type: ignore[arg-type]
    elif card == "trap" and _ability(state, ch, "trap") and state.trap_supply > 0:
        for sq in _board_squares(state):
            # ruling: trap-range-ignores-walls, trap-on-a-tunnel
            # Only a character or a team flag forbids a square: a tunnel may hold a trap.
            if (1 <= manhattan(sq, ch.square) <= 2 and character_at(state, sq) is None
                    and flag_at(state, sq) is None and sq not in state.traps):
                yield SetTrap(sq)
    elif card == "lasso" and _ability(state, ch, "lasso"):
        for k, target in enumerate(state.characters):
            if k != c and lasso_direction(state, ch, target) is not None:
                yield Lasso(target.colour)
    # ruling: dig-across-walls
    elif card == "dig" and _ability(state, ch, "dig"):
        for d in DIRECTIONS:
            sq = neighbour(ch.square, d)
            if on_board(state.layout, sq) and (
                sq in state.layout.tunnels or (state.dig_supply > 0 and _empty(state, sq))
            ):
                yield Dig(sq)
    elif card == "cats":
        for k in _chase_targets(state, c):
            for d in DIRECTIONS:
                sq = state.characters[k].square
                t = step_target(state, sq, d)
                # ruling: cats-chase-away
                if t and manhattan(t, ch.square) > manhattan(sq, ch.square):
                    yield Chase(COLOURS[k], d)  # type: ignore[arg-type]


def _board_squares(state: FlagDashState) -> Iterator[str]:
    for r in range(state.layout.height):
        for col in range(state.layout.width):
            sq = f"{chr(97 + col)}{r + 1}"
            if on_board(state.layout, sq):
                yield sq


def _empty(state: FlagDashState, sq: str) -> bool:
    """Where Dig may place a tunnel token: no character, tunnel or team flag."""
    return (on_board(state.layout, sq) and character_at(state, sq) is None
            and flag_at(state, sq) is None and sq not in state.layout.tunnels)


def _adjacent(a: str, b: str) -> bool:
    return manhattan(a, b) == 1


def _flag_moves(state: FlagDashState, c: int) -> Iterator[FlagDashMove]:
    ch = state.characters[c]
    if not ch.runner:
        # ruling: flag-card-runners-only
        return  # every flag action is worded for runners; a defender's Flag card does nothing
    enemy = 1 - ch.team
    sq = state.team_flags[enemy]
    if sq is not None and _adjacent(sq, ch.square):
        yield TakeFlag()  # walls do not matter for taking the flag
    for k, other in enumerate(state.characters):
        if k == c or not _adjacent(other.square, ch.square):
            continue
        if other.team == ch.team:
            if other.carrying == enemy:
                yield TakeFlag()
            if ch.carrying == enemy:
                yield GiveFlag(other.colour)
            if state.basic and other.runner and ch.collected:
                for flags in _sub_multisets(ch.collected):
                    yield PassFlags(other.colour, flags)
        elif (not wall_between(state.layout, ch.square, other.square) and other.own_flags > 0
              and other.colour not in ch.collected_from):
            yield CollectFlag(other.colour)
    if ch.carrying == enemy:
        for d in DIRECTIONS:
            t = neighbour(ch.square, d)
            if on_board(state.layout, t) and character_at(state, t) is None and flag_at(
                state, t
            ) is None:
                # ruling: drop-on-an-empty-square
                yield DropFlag(t)


def _sub_multisets(flags: tuple[str, ...]) -> list[tuple[str, ...]]:
    found = {tuple(sorted(combo)) for n in range(1, len(flags) + 1)
             for combo in combinations(flags, n)}
    return sorted(found)


def _push_moves(state: FlagDashState, c: int) -> Iterator[FlagDashMove]:
    ch = state.characters[c]
    for k, other in enumerate(state.characters):
        if k == c or other.trapped or not _adjacent(other.square, ch.square):
            continue
        if wall_between(state.layout, ch.square, other.square):
            continue
        start = drop_if_robbed(state, ch, k)
        for d1 in DIRECTIONS:
            s1 = step(start, k, d1)
            if s1 is None:
                continue
            yield Push(other.colour, (d1,))  # type: ignore[arg-type]
            if s1.winner is not None or s1.characters[k].trapped:
                continue
            for d2 in DIRECTIONS:
                s2 = step(s1, k, d2)
                # ruling: push-not-straight-back
                # Out and straight back moves nobody: not a push.
                if s2 is not None and s2.characters[k].square != other.square:
                    yield Push(other.colour, (d1, d2))  # type: ignore[arg-type]
            yield from _push_through_tunnel(state, s1, k, d1)


# ruling: tunnels-at-any-point
def _push_through_tunnel(
    state: FlagDashState, s1: FlagDashState, k: int, d1: str
) -> Iterator[FlagDashMove]:
    """Two-step pushes whose first step reaches a tunnel: the pushed character takes it there,
    in the middle of the push, and the second step goes on from the tunnel it came out of."""
    turn = state.turn
    assert turn is not None
    if k in turn.tunnelled:
        return  # a character uses a tunnel once per move
    start = state.characters[k].square
    for to, bump in tunnel_options(s1, k):
        through = use_tunnel(s1, k, to, bump)
        if through.winner is not None or through.characters[k].trapped:
            continue
        for d2 in DIRECTIONS:
            s2 = step(through, k, d2)
            if s2 is not None and s2.characters[k].square != start:
                yield Push(state.characters[k].colour, (d1, d2), to, bump)  # type: ignore[arg-type]


# ruling: cats-closest-two-fixed
def _chase_targets(state: FlagDashState, c: int) -> list[int]:
    """Who the cats may chase next: one of the two characters closest to the cat lady ``c``.

    The distances are those of the moment the chase began (``Turn.cat_distances``), so the
    first chased character moving away does not bring a third one in. When several characters
    tie for second closest, the player picks one of them; once one of the tied is chased, the
    other chase goes to the closest.
    """
    turn = state.turn
    assert turn is not None
    dist = turn.cat_distances or cat_distances(state, c)
    others = sorted((dist[k], k) for k in range(len(state.characters)) if k != c)
    second = others[1][0]
    sure = [k for d, k in others if d < second]
    tied = [k for d, k in others if d == second]
    picks_left = 2 - len(sure) - sum(k in tied for k in turn.chased)
    allowed = sure + (tied if picks_left > 0 else [])
    return [k for k in allowed if k not in turn.chased and not state.characters[k].trapped]
