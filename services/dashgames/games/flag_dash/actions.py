"""What each action card does once played: ``apply_effect`` performs one effect move for the
character being moved and removes that card's resolution from the pending list.

The geometry both the legal-move lists (``legal.py``) and the effects need lives here too: where
a jump lands, which way a lasso pulls, a pushed thief dropping the flag.
"""

from __future__ import annotations

from dashgames.engine import IllegalMove
from dashgames.engine.copying import replace
from dashgames.games.flag_dash.movement import (
    character_at,
    check_end,
    flag_at,
    on_board,
    place,
    step,
    step_target,
    use_tunnel,
    wall_between,
)
from dashgames.games.flag_dash.moves import (
    Chase,
    CollectFlag,
    Copy,
    Dig,
    DropFlag,
    FlagDashMove,
    GiveFlag,
    Jump,
    Lasso,
    PassFlags,
    Push,
    Run,
    SetTrap,
    Skip,
    TakeFlag,
)
from dashgames.games.flag_dash.state import (
    COLOURS,
    RUN_CARDS,
    Character,
    FlagDashState,
    absolute,
    manhattan,
    neighbour,
    xy,
)

RUN_CARD_OF = {v: k for k, v in RUN_CARDS.items()}


_CARD_OF_EFFECT: dict[type, str] = {
    TakeFlag: "flag", GiveFlag: "flag", DropFlag: "flag", CollectFlag: "flag", PassFlags: "flag",
    Push: "push", Copy: "copy", Jump: "jump", SetTrap: "trap", Lasso: "lasso", Dig: "dig",
    Chase: "cats",
}
"""The card (or ability) each effect move resolves; Run and Skip name theirs in the move."""


def card_of(move: FlagDashMove) -> str:
    """Which pending card an effect move resolves."""
    if isinstance(move, Run):
        return RUN_CARD_OF[move.direction]
    if isinstance(move, Skip):
        return move.card
    card = _CARD_OF_EFFECT.get(type(move))
    if card is None:
        raise IllegalMove(f"{type(move).kind} is not an action effect")
    return card


# ruling: push-teammate-keeps-flag
def drop_if_robbed(state: FlagDashState, pusher: Character, k: int) -> FlagDashState:
    """A pushed opponent carrying the pusher's flag drops it on the space it was pushed from."""
    other = state.characters[k]
    if other.team == pusher.team or other.carrying != pusher.team:
        return state
    chars = list(state.characters)
    chars[k] = replace(other, carrying=None)
    flags = list(state.team_flags)
    flags[pusher.team] = other.square
    return replace(state, characters=tuple(chars), team_flags=(flags[0], flags[1]))


# ruling: jump-lands-on-an-empty-square
def jump_target(state: FlagDashState, sq: str, d: str) -> str | None:
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


def lasso_direction(state: FlagDashState, ch: Character, other: Character) -> str | None:
    (cc, cr), (oc, orow) = xy(ch.square), xy(other.square)
    if other.trapped or (cc != oc and cr != orow):
        return None
    # One space along the shared line towards the runner.
    d = ("north" if orow > cr else "south") if cc == oc else ("west" if oc > cc else "east")
    return d if step_target(state, other.square, d) else None


def cat_distances(state: FlagDashState, c: int) -> tuple[int, ...]:
    """Each character's distance (orthogonal steps) from the cat lady ``c``."""
    lady = state.characters[c].square
    return tuple(manhattan(o.square, lady) for o in state.characters)


def apply_effect(state: FlagDashState, move: FlagDashMove) -> FlagDashState:
    """Perform one effect move (already checked legal) for the turn's character."""
    turn = state.turn
    assert turn is not None and turn.character is not None
    c = turn.character
    ch = state.characters[c]
    if card_of(move) == "cats" and not turn.cat_distances:
        # The cats chase "the two characters closest": which two is settled as the first chase
        # resolves (or is forfeited), not again after the first chased character has moved.
        turn = replace(turn, cat_distances=cat_distances(state, c))
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
        state = drop_if_robbed(state, ch, k)
        for n, d in enumerate(move.path):
            if n == 1 and move.tunnel is not None:
                # ruling: tunnels-at-any-point
                # Mid-push: the pushed character takes the tunnel its first step reached.
                state = use_tunnel(state, k, move.tunnel, move.bump)
                turn = replace(turn, tunnelled=(*turn.tunnelled, k))
            new = step(state, k, d)
            assert new is not None
            state = new
        moved = (k,)
    elif isinstance(move, Copy):
        # ruling: copy-once-per-move
        pending = tuple(move.card if p == "copy" else p for p in turn.pending)
        return replace(state, turn=replace(turn, pending=pending))
    elif isinstance(move, Jump):
        target = jump_target(state, ch.square, move.direction)
        assert target is not None
        state = place(state, c, target)
    elif isinstance(move, SetTrap):
        state = replace(state, traps=(*state.traps, move.square),
                        trap_supply=state.trap_supply - 1)
    elif isinstance(move, Lasso):
        k = COLOURS.index(move.target)
        pull = lasso_direction(state, ch, state.characters[k])
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


def _take_flag(state: FlagDashState, c: int) -> FlagDashState:
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


def _dig(state: FlagDashState, square: str) -> FlagDashState:
    tunnels = state.layout.tunnels
    if square in tunnels:
        layout = replace(state.layout, tunnels=tuple(t for t in tunnels if t != square))
        return replace(state, layout=layout)
    layout = replace(state.layout, tunnels=(*tunnels, square))
    return replace(state, layout=layout, dig_supply=state.dig_supply - 1)


def _set(state: FlagDashState, changes: dict[int, Character]) -> FlagDashState:
    chars = list(state.characters)
    for k, ch in changes.items():
        chars[k] = ch
    return check_end(replace(state, characters=tuple(chars)))
