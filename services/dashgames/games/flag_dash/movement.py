"""The movement rules shared by every way a character moves: run, boost, push, jump, lasso, cats.

One step goes to an orthogonal neighbour; it may not cross a wall or the edge, nor enter a
character's space; a team flag lying on the board is jumped over to the space behind it, which
counts as one step. Tunnels, traps and the game-end check also live here because every kind of
movement triggers them.
"""

from __future__ import annotations

from functools import cache

from dashgames.engine.copying import replace
from dashgames.games.flag_dash.state import (
    COLOURS,
    DIRECTIONS,
    RED,
    WHITE,
    Character,
    FlagDashState,
    Layout,
    neighbour,
    xy,
)


@cache
def _wall_set(walls: tuple[tuple[str, str], ...]) -> frozenset[frozenset[str]]:
    return frozenset(frozenset(w) for w in walls)


def wall_between(layout: Layout, a: str, b: str) -> bool:
    return frozenset((a, b)) in _wall_set(layout.walls)


# ruling: street-corners-one-way
def crossable(layout: Layout, a: str, b: str) -> bool:
    """No wall, or (alternate board) leaving a walled corner: those walls only keep people out."""
    if not wall_between(layout, a, b):
        return True
    return a in layout.hideouts and b not in layout.hideouts


def on_board(layout: Layout, square: str) -> bool:
    if square == "-":
        return False
    c, r = xy(square)
    return 0 <= c < layout.width and 0 <= r < layout.height and square not in layout.closed


def character_at(state: FlagDashState, square: str) -> int | None:
    for i, ch in enumerate(state.characters):
        if ch.square == square:
            return i
    return None


def flag_at(state: FlagDashState, square: str) -> int | None:
    for team, sq in enumerate(state.team_flags):
        if sq == square:
            return team
    return None


def step_target(state: FlagDashState, square: str, direction: str) -> str | None:
    """Where one step from ``square`` lands, or None when the movement rules forbid it."""
    layout = state.layout
    nxt = neighbour(square, direction)
    if not on_board(layout, nxt) or not crossable(layout, square, nxt):
        return None
    if character_at(state, nxt) is not None:
        return None
    if flag_at(state, nxt) is not None:
        beyond = neighbour(nxt, direction)
        if (not on_board(layout, beyond) or not crossable(layout, nxt, beyond)
                or character_at(state, beyond) is not None or flag_at(state, beyond) is not None):
            return None
        return beyond
    return nxt


# ruling: trapped-stays-put
def can_move(ch: Character) -> bool:
    return not ch.trapped


def place(state: FlagDashState, index: int, square: str) -> FlagDashState:
    """Put a character on ``square`` (its carried flag goes along), springing any trap there."""
    ch = state.characters[index]
    ch = replace(ch, square=square)
    traps = state.traps
    supply = state.trap_supply
    if square in traps:
        traps = tuple(t for t in traps if t != square)
        if ch.ability == "trap" and ch.runner and state.abilities:
            # The trap's owner walking onto it simply picks it back up.
            supply += 1
        else:
            # The trap token stays under the trapped character until it escapes with #7.
            traps = (*traps, square)
            ch = replace(ch, trapped=True)
    chars = list(state.characters)
    chars[index] = ch
    return check_end(replace(state, characters=tuple(chars), traps=traps, trap_supply=supply))


def step(state: FlagDashState, index: int, direction: str) -> FlagDashState | None:
    ch = state.characters[index]
    if not can_move(ch):
        return None
    target = step_target(state, ch.square, direction)
    return None if target is None else place(state, index, target)


def flag_square(state: FlagDashState, team: int) -> str:
    """Where a team flag is now: on the board, or on the square of the character carrying it."""
    sq = state.team_flags[team]
    if sq is not None:
        return sq
    for ch in state.characters:
        if ch.carrying == team:
            return ch.square
    raise AssertionError("a team flag is neither on the board nor carried")


def check_end(state: FlagDashState) -> FlagDashState:
    """The game ends the moment a flag enters its capturers' zone or a runner holds all three."""
    if state.winner is not None:
        return state
    for team in (RED, WHITE):
        if flag_square(state, team) in state.layout.zones[1 - team]:
            return replace(state, winner=1 - team, phase="over",
                           win_reason=f"the {team_name(team)} flag reached enemy territory")
    for ch in state.characters:
        if ch.runner:
            needed = {c.colour for c in state.characters if c.team != ch.team}
            if needed <= set(ch.collected):
                return replace(state, winner=ch.team, phase="over",
                               win_reason=f"{ch.colour} holds a flag of every opponent")
    return state


def team_name(team: int) -> str:
    return ("red", "white")[team]


# ---- tunnels ---------------------------------------------------------------------------------
def tunnel_options(state: FlagDashState, index: int) -> list[tuple[str, str | None]]:
    """(destination tunnel, bump direction) pairs for a character standing on a tunnel."""
    ch = state.characters[index]
    tunnels = state.layout.tunnels
    if ch.square not in tunnels or ch.carrying is not None or ch.trapped:
        return []
    out: list[tuple[str, str | None]] = []
    for dest in tunnels:
        if dest == ch.square:
            continue
        blocker_char = character_at(state, dest)
        blocker_flag = flag_at(state, dest)
        if blocker_char is None and blocker_flag is None:
            out.append((dest, None))
            continue
        if blocker_char is not None and state.characters[blocker_char].trapped:
            continue
        for d in DIRECTIONS:
            if bump_target(state, dest, d) is not None:
                out.append((dest, d))
    return out


# ruling: tunnel-bump-one-step
def bump_target(state: FlagDashState, square: str, direction: str) -> str | None:
    """A blocker on a tunnel is bumped exactly one space (no flag hopping), walls respected."""
    nxt = neighbour(square, direction)
    layout = state.layout
    if not on_board(layout, nxt) or not crossable(layout, square, nxt):
        return None
    if character_at(state, nxt) is not None or flag_at(state, nxt) is not None:
        return None
    return nxt


def use_tunnel(state: FlagDashState, index: int, dest: str, bump: str | None) -> FlagDashState:
    if bump is not None:
        target = bump_target(state, dest, bump)
        assert target is not None
        blocker = character_at(state, dest)
        if blocker is not None:
            state = place(state, blocker, target)
        else:
            team = flag_at(state, dest)
            assert team is not None
            flags = list(state.team_flags)
            flags[team] = target
            state = check_end(replace(state, team_flags=(flags[0], flags[1])))
    return place(state, index, dest)


def colour_of(index: int) -> str:
    return COLOURS[index]
