"""What each action card does: the effect moves a pending card allows, and applying one.

``effect_moves`` lists every effect of every card still pending in the current move (or only
the next one when a cat token fixes the order); ``apply_effect`` performs one and removes that
card's resolution from the pending list.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from itertools import combinations

from dashgames.engine import IllegalMove
from dashgames.games.flag_dash.movement import (
    character_at,
    check_end,
    flag_at,
    on_board,
    place,
    step,
    step_target,
    wall_between,
)
from dashgames.games.flag_dash.moves import (
    Chase,
    CollectFlag,
    Copy,
    Dig,
    DropFlag,
    GiveFlag,
    Jump,
    Lasso,
    Move,
    PassFlags,
    Push,
    Run,
    SetTrap,
    Skip,
    TakeFlag,
)
from dashgames.games.flag_dash.state import (
    COLOURS,
    DIRECTIONS,
    RUN_CARDS,
    Character,
    State,
    Turn,
    absolute,
    manhattan,
    neighbour,
    xy,
)

RUN_CARD_OF = {v: k for k, v in RUN_CARDS.items()}


def available_cards(turn: Turn) -> tuple[str, ...]:
    if turn.ordered:
        return turn.pending[:1]
    return tuple(dict.fromkeys(turn.pending))


_CARD_OF_EFFECT: dict[type, str] = {
    TakeFlag: "flag", GiveFlag: "flag", DropFlag: "flag", CollectFlag: "flag", PassFlags: "flag",
    Push: "push", Copy: "copy", Jump: "jump", SetTrap: "trap", Lasso: "lasso", Dig: "dig",
    Chase: "cats",
}
"""The card (or ability) each effect move resolves; Run and Skip name theirs in the move."""


def card_of(move: Move) -> str:
    """Which pending card an effect move resolves."""
    if isinstance(move, Run):
        return RUN_CARD_OF[move.direction]
    if isinstance(move, Skip):
        return move.card
    card = _CARD_OF_EFFECT.get(type(move))
    if card is None:
        raise IllegalMove(f"{type(move).kind} is not an action effect")
    return card


def effect_moves(state: State, played: tuple[str, ...]) -> list[Move]:
    turn = state.turn
    assert turn is not None and turn.character is not None
    out: list[Move] = []
    for card in available_cards(turn):
        out.extend(_card_moves(state, turn.character, card, played))
        out.append(Skip(card))
    return out


def _ability(state: State, ch: Character, ability: str) -> bool:
    # Abilities belong to runners only; a defender never uses one.
    return state.abilities and ch.runner and ch.ability == ability


def _card_moves(state: State, c: int, card: str, played: tuple[str, ...]) -> Iterator[Move]:
    ch = state.characters[c]
    if card in RUN_CARDS:
        if step_target(state, ch.square, absolute(ch.team, RUN_CARDS[card])) and not ch.trapped:
            yield Run(RUN_CARDS[card])  # type: ignore[arg-type]
    elif card == "flag":
        yield from _flag_moves(state, c)
    elif card == "push":
        yield from _push_moves(state, c)
    elif card == "copy":
        # Copy becomes any other card this hand has revealed this round (ruling: including the
        # partner card of the current combo).
        for other in dict.fromkeys(played):
            if other != "copy":
                yield Copy(other)
    elif card == "jump" and _ability(state, ch, "jump") and not ch.trapped:
        for d in DIRECTIONS:
            if _jump_target(state, ch.square, d):
                yield Jump(d)  # type: ignore[arg-type]
    elif card == "trap" and _ability(state, ch, "trap") and state.trap_supply > 0:
        for sq in _board_squares(state):
            if 1 <= manhattan(sq, ch.square) <= 2 and _empty(state, sq) and sq not in state.traps:
                yield SetTrap(sq)
    elif card == "lasso" and _ability(state, ch, "lasso"):
        for k, target in enumerate(state.characters):
            if k != c and _lasso_direction(state, ch, target) is not None:
                yield Lasso(target.colour)
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
                if t and manhattan(t, ch.square) > manhattan(sq, ch.square):
                    yield Chase(COLOURS[k], d)  # type: ignore[arg-type]


def _board_squares(state: State) -> Iterator[str]:
    for r in range(state.layout.height):
        for col in range(state.layout.width):
            sq = f"{chr(97 + col)}{r + 1}"
            if on_board(state.layout, sq):
                yield sq


def _empty(state: State, sq: str) -> bool:
    return (on_board(state.layout, sq) and character_at(state, sq) is None
            and flag_at(state, sq) is None and sq not in state.layout.tunnels)


def _adjacent(a: str, b: str) -> bool:
    return manhattan(a, b) == 1


def _flag_moves(state: State, c: int) -> Iterator[Move]:
    ch = state.characters[c]
    if not ch.runner:
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
                yield DropFlag(t)


def _sub_multisets(flags: tuple[str, ...]) -> list[tuple[str, ...]]:
    found = {tuple(sorted(combo)) for n in range(1, len(flags) + 1)
             for combo in combinations(flags, n)}
    return sorted(found)


def _push_moves(state: State, c: int) -> Iterator[Move]:
    ch = state.characters[c]
    for k, other in enumerate(state.characters):
        if k == c or other.trapped or not _adjacent(other.square, ch.square):
            continue
        if wall_between(state.layout, ch.square, other.square):
            continue
        start = _drop_if_robbed(state, ch, k)
        for d1 in DIRECTIONS:
            s1 = step(start, k, d1)
            if s1 is None:
                continue
            yield Push(other.colour, (d1,))  # type: ignore[arg-type]
            if s1.winner is not None or s1.characters[k].trapped:
                continue
            for d2 in DIRECTIONS:
                if step(s1, k, d2) is not None:
                    yield Push(other.colour, (d1, d2))  # type: ignore[arg-type]


def _drop_if_robbed(state: State, pusher: Character, k: int) -> State:
    """A pushed opponent carrying the pusher's flag drops it on the space it was pushed from."""
    other = state.characters[k]
    if other.team == pusher.team or other.carrying != pusher.team:
        return state
    chars = list(state.characters)
    chars[k] = replace(other, carrying=None)
    flags = list(state.team_flags)
    flags[pusher.team] = other.square
    return replace(state, characters=tuple(chars), team_flags=(flags[0], flags[1]))


def _jump_target(state: State, sq: str, d: str) -> str | None:
    n = neighbour(sq, d)
    layout = state.layout
    if not on_board(layout, n):
        return None
    if wall_between(layout, sq, n):
        # Over a wall: the space just across it must hold nothing to land on.
        ok = character_at(state, n) is None and flag_at(state, n) is None
        return n if ok else None
    k = character_at(state, n)
    if k is None or n in state.traps:
        return None  # only walls and characters are jumped; never a trap or a flag
    n2 = neighbour(n, d)
    if (not on_board(layout, n2) or wall_between(layout, n, n2)
            or character_at(state, n2) is not None or flag_at(state, n2) is not None):
        return None
    return n2


def _lasso_direction(state: State, ch: Character, other: Character) -> str | None:
    (cc, cr), (oc, orow) = xy(ch.square), xy(other.square)
    if other.trapped or (cc != oc and cr != orow):
        return None
    # One space along the shared line towards the runner.
    d = ("north" if orow > cr else "south") if cc == oc else ("west" if oc > cc else "east")
    return d if step_target(state, other.square, d) else None


def _chase_targets(state: State, c: int) -> list[int]:
    """The two characters nearest the runner (ties at the edge: the player picks among them)."""
    turn = state.turn
    assert turn is not None
    runner = state.characters[c].square
    others = sorted(
        (manhattan(o.square, runner), k) for k, o in enumerate(state.characters) if k != c
    )
    limit = others[1][0]
    return [k for dist, k in others if dist <= limit and k not in turn.chased
            and not state.characters[k].trapped]


def apply_effect(state: State, move: Move) -> State:
    """Perform one effect move (already checked legal) for the turn's character."""
    turn = state.turn
    assert turn is not None and turn.character is not None
    c = turn.character
    ch = state.characters[c]
    moved: tuple[int, ...] = (c,)
    if isinstance(move, Run):
        new = step(state, c, absolute(ch.team, move.direction))
        assert new is not None
        state = new
    elif isinstance(move, TakeFlag):
        state = _take_flag(state, c)
    elif isinstance(move, GiveFlag):
        k = COLOURS.index(move.to)
        state = _set(state, {c: replace(ch, carrying=None),
                             k: replace(state.characters[k], carrying=1 - ch.team)})
    elif isinstance(move, DropFlag):
        flags = list(state.team_flags)
        flags[1 - ch.team] = move.square
        state = _set(replace(state, team_flags=(flags[0], flags[1])),
                     {c: replace(ch, carrying=None)})
    elif isinstance(move, CollectFlag):
        k = COLOURS.index(move.opponent)
        other = state.characters[k]
        state = _set(state, {
            k: replace(other, own_flags=other.own_flags - 1),
            c: replace(ch, collected=(*ch.collected, other.colour),
                       collected_from=(*ch.collected_from, other.colour)),
        })
    elif isinstance(move, PassFlags):
        k = COLOURS.index(move.to)
        rest = list(ch.collected)
        for f in move.flags:
            rest.remove(f)
        other = state.characters[k]
        state = _set(state, {c: replace(ch, collected=tuple(rest)),
                             k: replace(other, collected=(*other.collected, *move.flags))})
    elif isinstance(move, Push):
        k = COLOURS.index(move.target)
        state = _drop_if_robbed(state, ch, k)
        for d in move.path:
            new = step(state, k, d)
            assert new is not None
            state = new
        moved = (k,)
    elif isinstance(move, Copy):
        pending = tuple(move.card if p == "copy" else p for p in turn.pending)
        return replace(state, turn=replace(turn, pending=pending))
    elif isinstance(move, Jump):
        target = _jump_target(state, ch.square, move.direction)
        assert target is not None
        state = place(state, c, target)
    elif isinstance(move, SetTrap):
        state = replace(state, traps=(*state.traps, move.square),
                        trap_supply=state.trap_supply - 1)
    elif isinstance(move, Lasso):
        k = COLOURS.index(move.target)
        pull = _lasso_direction(state, ch, state.characters[k])
        assert pull is not None
        new = step(state, k, pull)
        assert new is not None
        state, moved = new, (k,)
    elif isinstance(move, Dig):
        state = _dig(state, move.square)
    elif isinstance(move, Chase):
        k = COLOURS.index(move.target)
        new = step(state, k, move.direction)
        assert new is not None
        state, moved = new, (k,)
        turn = replace(turn, chased=(*turn.chased, k))
    left = list(turn.pending)
    left.remove(card_of(move) if not turn.ordered else left[0])
    turn = replace(turn, pending=tuple(left),
                   moved=tuple(dict.fromkeys((*turn.moved, *moved))))
    return replace(state, turn=turn)


def _take_flag(state: State, c: int) -> State:
    ch = state.characters[c]
    enemy = 1 - ch.team
    changes = {c: replace(ch, carrying=enemy)}
    flags = list(state.team_flags)
    if flags[enemy] is not None:
        flags[enemy] = None
    else:
        for k, other in enumerate(state.characters):
            if other.carrying == enemy:
                changes[k] = replace(other, carrying=None)
    return _set(replace(state, team_flags=(flags[0], flags[1])), changes)


def _dig(state: State, square: str) -> State:
    tunnels = state.layout.tunnels
    if square in tunnels:
        layout = replace(state.layout, tunnels=tuple(t for t in tunnels if t != square))
        return replace(state, layout=layout)
    layout = replace(state.layout, tunnels=(*tunnels, square))
    return replace(state, layout=layout, dig_supply=state.dig_supply - 1)


def _set(state: State, changes: dict[int, Character]) -> State:
    chars = list(state.characters)
    for k, ch in changes.items():
        chars[k] = ch
    return check_end(replace(state, characters=tuple(chars)))
