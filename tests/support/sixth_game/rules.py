"""Sprint rules as pure functions of the state; ``Sprint`` in ``game.py`` wires them.

Each ruling is marked by a comment ``ruling: <id>`` where it is implemented; RULES.md and
data/rulings.json list them.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from dashgames.engine import (
    Event,
    GameOver,
    IllegalMove,
    NotYourTurn,
    Outcome,
    Rng,
    Seat,
    component_file,
    event,
)
from tests.support.sixth_game.legal import legal_moves
from tests.support.sixth_game.moves import SprintMove
from tests.support.sixth_game.state import EndReason, SprintState

SEATS = (0, 1)
BOOST = 2
TRACK = component_file(__package__, "track.json")


def setup(players: int, options: dict[str, Any], seed: int | str) -> SprintState:
    """Both runners on square 0, seat 0 to move with its die rolled."""
    rng = Rng.from_seed(seed)
    length: int = options["length"]
    boosts = tuple(b for b in TRACK["boosts"] if b < length)
    die = rng.roll()
    return SprintState(rng.state, length, boosts, (0, 0), 0, die)


def apply(state: SprintState, seat: Seat, move: SprintMove) -> tuple[SprintState, list[Event]]:
    if state.to_move is None:
        raise GameOver("the race is over", seat=seat)
    if seat != state.to_move:
        raise NotYourTurn(f"seat {seat} may not move now", seat=seat)
    if move not in legal_moves(state, seat):
        raise IllegalMove(f"step 1 or {state.die}", reason="bad_step")
    start = state.positions[seat]
    square = start + move.squares
    # ruling: boost-once
    # A boost is applied once; landing on a boost by a boost ends there.
    boosted = square in state.boosts
    square += BOOST if boosted else 0
    positions = tuple(square if s == seat else p for s, p in enumerate(state.positions))
    events = [event("stepped", seat=seat, from_square=start, to_square=square, boosted=boosted)]
    # ruling: overshoot-finishes
    # Reaching or passing the finish wins; no exact roll needed.
    if square >= state.length:
        return _finish(replace(state, positions=positions), seat, "finished", events)
    rng = Rng(state.rng)
    die, other = rng.roll(), 1 - seat
    events.append(event("die_rolled", seat=other, die=die))
    return replace(state, rng=rng.state, positions=positions, to_move=other, die=die), events


def _finish(
    state: SprintState, winner: Seat, reason: EndReason, events: list[Event]
) -> tuple[SprintState, list[Event]]:
    done = replace(state, to_move=None, winner=winner, end_reason=reason)
    return done, [*events, event("game_over", winner=winner, reason=reason)]


def resign(state: SprintState, seat: Seat) -> tuple[SprintState, list[Event]]:
    """Forfeit: the runner that leaves loses at once."""
    if state.to_move is None:
        raise GameOver("the race is over", seat=seat)
    return _finish(state, 1 - seat, "resigned", [event("seat_resigned", seat=seat)])


def outcome(state: SprintState) -> Outcome | None:
    if state.winner is None or state.end_reason is None:
        return None
    ranks = tuple(1 if s == state.winner else 2 for s in SEATS)
    return Outcome(winners=(state.winner,), ranks=ranks, reason=state.end_reason)


def outcome_reason(outcome: Outcome) -> str:
    """The stable code for ``outcome``'s words: a finish is ``race_finished``."""
    return "race_finished" if outcome.reason == "finished" else outcome.reason
