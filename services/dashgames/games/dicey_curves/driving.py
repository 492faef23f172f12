"""Moving a car one step at a time with a die group, gates and power moves included."""

from __future__ import annotations

from dashgames.games.dicey_curves.state import DiceyCurvesState, Drive, Space
from dashgames.games.dicey_curves.track import forward, gate_ahead, is_finish_area, sideways


def blocked(state: DiceyCurvesState, space: Space, mover: int) -> bool:
    """Another car stands on ``space`` (the moving car never blocks itself)."""
    occupant = state.occupant(space)
    return occupant is not None and occupant != mover


# ruling: gate-stop-and-cross
def drive_ends_at(track: tuple[str, ...], space: Space, left: int) -> bool:
    """A step into ``space`` with ``left`` steps to go ends the drive: steps used up, a gate
    ahead or the race finished.

    Entering any space right in front of a gate (forward or sideways)
    stops the car there, whatever its group had left; those steps are lost."""
    return left == 0 or gate_ahead(track, space) is not None or is_finish_area(track, space)


def steps(state: DiceyCurvesState, drive: Drive) -> list[Space]:
    """Every space the driven car may step into next."""
    track = state.track
    here = state.cars[drive.car].space
    if here is None:
        return []
    out: list[Space] = []
    for there, gate in forward(track, here):
        if gate is not None:
            # ruling: gate-stop-and-cross
            # Crossing takes a fresh combo of exactly the gate's size
            # and spends all of it: one combo reaches a gate, another gets past it.
            if drive.fresh and drive.size == gate.size and _may_enter(state, drive, there, True):
                out.append(there)
        elif _may_enter(state, drive, there, drive_ends_at(track, there, drive.remaining - 1)):
            out.append(there)
    for there in sideways(track, here):
        if _may_enter(state, drive, there, drive_ends_at(track, there, drive.remaining - 1)):
            out.append(there)
    return out


def _may_enter(state: DiceyCurvesState, drive: Drive, there: Space, ends: bool) -> bool:
    if not blocked(state, there, drive.car):
        return True
    # ruling: power-move
    # A power move (one chip per group) passes through other cars only if it
    # can still come to rest on an empty space with the steps it has left.
    return drive.power and not ends and _can_clear(state, drive.car, there, drive.remaining - 1)


def _can_clear(state: DiceyCurvesState, mover: int, space: Space, left: int) -> bool:
    """From an occupied ``space``, can a power move still reach an empty resting space?"""
    if left == 0:
        return False
    track = state.track
    targets = [t for t, gate in forward(track, space) if gate is None]
    targets.extend(sideways(track, space))
    for t in targets:
        if not blocked(state, t, mover):
            return True
        if not drive_ends_at(track, t, left - 1) and _can_clear(state, mover, t, left - 1):
            return True
    return False
