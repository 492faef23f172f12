"""The secret setup variant: before round 1 each team arranges its own half unseen.

A team may move its three characters, its team flag and the tunnels lying in its half to any
squares of its half, one ``Place`` at a time, then declares ``Ready``. Nothing a team places is
in the other team's view until both are ready; then everything is revealed at once.
"""

from __future__ import annotations

from dashgames.engine import Event, event, private_event
from dashgames.engine.copying import replace
from dashgames.games.flag_dash.layout import territory
from dashgames.games.flag_dash.moves import FlagDashMove, Place, Ready
from dashgames.games.flag_dash.state import COLOURS, FlagDashState


def team_of_seat(state: FlagDashState, seat: int) -> int:
    return next(h.team for h in state.hands if h.seat == seat)


# ruling: secret-setup-within-half
def half(state: FlagDashState, team: int) -> tuple[str, ...]:
    lay = state.layout
    return tuple(s for s in territory(lay.width, lay.height, team) if s not in lay.closed)


def team_tunnels(state: FlagDashState, team: int) -> list[str]:
    own = set(half(state, team))
    return [t for t in state.layout.tunnels if t in own]


def pieces(state: FlagDashState, team: int) -> list[str]:
    chars = [c.colour for c in state.characters if c.team == team]
    return [*chars, "flag", *(f"tunnel:{t}" for t in team_tunnels(state, team))]


def moves(state: FlagDashState, seat: int) -> list[FlagDashMove]:
    team = team_of_seat(state, seat)
    if state.setup_ready[team]:
        return []
    taken = {c.square for c in state.characters} | {f for f in state.team_flags if f}
    tunnels = set(state.layout.tunnels)
    out: list[FlagDashMove] = [Ready()]
    for piece in pieces(state, team):
        for sq in half(state, team):
            if (sq in tunnels) if piece.startswith("tunnel:") else (sq in taken):
                continue
            out.append(Place(piece, sq))
    return out


def apply(state: FlagDashState, seat: int, move: FlagDashMove) -> tuple[FlagDashState, list[Event]]:
    team = team_of_seat(state, seat)
    if isinstance(move, Ready):
        ready = list(state.setup_ready)
        ready[team] = True
        state = replace(state, setup_ready=(ready[0], ready[1]))
        if not all(ready):
            return state, [event("setup_ready", team=("red", "white")[team])]
        state = replace(state, phase="plan")
        return state, [event("setup_revealed", characters={
            c.colour: c.square for c in state.characters},
            flags=list(state.team_flags), tunnels=list(state.layout.tunnels))]
    assert isinstance(move, Place)
    if move.piece.startswith("tunnel:"):
        old = move.piece.split(":", 1)[1]
        tunnels = tuple(move.square if t == old else t for t in state.layout.tunnels)
        state = replace(state, layout=replace(state.layout, tunnels=tunnels))
    elif move.piece == "flag":
        flags = list(state.team_flags)
        flags[team] = move.square
        state = replace(state, team_flags=(flags[0], flags[1]))
    else:
        k = COLOURS.index(move.piece)
        chars = list(state.characters)
        chars[k] = replace(chars[k], square=move.square)
        state = replace(state, characters=tuple(chars))
    seats = sorted({h.seat for h in state.hands if h.team == team})
    return state, [private_event(seats, "setup_placed", piece=move.piece, square=move.square)]
