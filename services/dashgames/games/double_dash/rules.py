"""Double Dash! rules as pure functions of the state: setting up, applying a move, the end,
resigning. ``DoubleDash`` in ``game.py`` wires them into the engine; what is legal (and where a
piece lands) lives in ``legal.py``.

Each ruling the rulebook leaves open is marked by a comment ``ruling: <id>`` where it is
implemented; RULES.md and data/rulings.json list them all, and tests/games/double_dash/ shows
each from an exact position.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from dashgames.engine import (
    BadMove,
    Event,
    GameOver,
    IllegalMove,
    NotYourTurn,
    Outcome,
    Rng,
    Seat,
    event,
)
from dashgames.engine.copying import replace
from dashgames.games.double_dash.board import BOARD, Direction
from dashgames.games.double_dash.legal import (
    SEATS,
    dash_open,
    legal_moves,
    owners_by_square,
    slide,
    turn_forbids,
)
from dashgames.games.double_dash.moves import Dash, DoubleDashMove, Pass
from dashgames.games.double_dash.state import DoubleDashState, EndReason


# ---- setup and turns -----------------------------------------------------------------------
def setup(players: int, options: dict[str, Any], seed: int | str) -> DoubleDashState:
    """Pieces on their start spaces, the opening roll made and the first turn's die rolled.

    Always two players and no options (the game declares none), so only ``seed`` matters.
    """
    rng = Rng.from_seed(seed)
    rolls: list[tuple[int, int]] = []
    # ruling: opening-roll-ties
    # A tied opening roll is rolled again, as often as needed;
    # every round is kept.
    while not rolls or rolls[-1][0] == rolls[-1][1]:
        rolls.append((rng.roll(), rng.roll()))
    pieces = tuple(tuple(BOARD.name(s) for s in side) for side in BOARD.start_squares)
    state = DoubleDashState(
        rng=rng.state, pieces=pieces, opening_rolls=tuple(rolls), turn=0, dice=(), unused=()
    )
    return _begin_turn(state)[0]


def _begin_turn(state: DoubleDashState) -> tuple[DoubleDashState, list[Event]]:
    """Hand the turn over and roll its dice from the in-state generator."""
    turn = state.turn + 1
    rng = Rng(state.rng)
    # ruling: first-turn-one-die
    # Turns 1 and 2 are each side's first turn, and each uses one
    # die (the second player's first turn too). Every later turn rolls two.
    dice = tuple(rng.roll() for _ in range(1 if turn <= 2 else 2))
    state = replace(
        state,
        rng=rng.state,
        turn=turn,
        dice=dice,
        unused=tuple(sorted(dice)),
        moved_piece=None,
        moved_direction=None,
    )
    return state, [event("dice_rolled", seat=state.to_move, turn=turn, dice=list(dice))]


# ---- applying a move -----------------------------------------------------------------------
def apply(
    state: DoubleDashState, seat: Seat, move: DoubleDashMove
) -> tuple[DoubleDashState, list[Event]]:
    if state.winner is not None:
        raise GameOver("the game is over", seat=seat)
    if seat != state.to_move:
        raise NotYourTurn(f"seat {seat} may not move now", seat=seat)
    if isinstance(move, Pass):
        return _pass(state, seat, move)
    if isinstance(move, Dash):
        if not dash_open(state):
            raise IllegalMove("a dash needs unused doubles", reason="no_doubles")
        distance, dice = 2 * state.dice[0], state.dice
    else:
        if move.die not in state.unused:
            raise IllegalMove(f"no unused die shows {move.die}", reason="no_such_die")
        forbidden = turn_forbids(state, move.piece, move.direction)
        if forbidden:
            raise IllegalMove(forbidden, reason="piece_already_moved")
        distance, dice = move.die, (move.die,)
    if move.piece not in BOARD.index:
        raise BadMove(f"{move.piece!r} is not a square of the board", field="piece")
    if move.piece not in state.pieces[seat]:
        raise IllegalMove(f"no piece of yours on {move.piece}", reason="no_piece")
    owners = owners_by_square(state)
    landed = slide(owners, seat, BOARD.index[move.piece], move.direction, distance)
    if landed is None:
        raise IllegalMove(
            f"the piece on {move.piece} cannot move {move.direction} by {distance}",
            reason="blocked",
        )
    return _move_piece(state, seat, move.piece, move.direction, landed, dice)


def _move_piece(
    state: DoubleDashState,
    seat: Seat,
    piece: str,
    direction: Direction,
    landed: tuple[int, bool],
    dice: tuple[int, ...],
) -> tuple[DoubleDashState, list[Event]]:
    square, captured = landed
    to = BOARD.name(square)
    pieces = list(state.pieces)
    pieces[seat] = _in_board_order([*(sq for sq in pieces[seat] if sq != piece), to])
    # The landing square is not called "to": that key names an event's audience.
    events = [
        event(
            "piece_moved",
            seat=seat,
            from_square=piece,
            to_square=to,
            direction=direction,
            dice=list(dice),
            captured=captured,
        )
    ]
    if captured:
        pieces[1 - seat] = tuple(sq for sq in pieces[1 - seat] if sq != to)
        events.append(event("piece_captured", seat=1 - seat, square=to))
    unused = list(state.unused)
    for die in dice:
        unused.remove(die)
    state = replace(
        state, pieces=tuple(pieces), unused=tuple(unused), moved_piece=to, moved_direction=direction
    )
    if not pieces[1 - seat]:
        return _finish(state, seat, "captured_all", events)
    return _maybe_end_turn(state, events)


def _pass(state: DoubleDashState, seat: Seat, move: Pass) -> tuple[DoubleDashState, list[Event]]:
    if move.die not in state.unused:
        raise IllegalMove(f"no unused die shows {move.die}", reason="no_such_die")
    if Pass(move.die) not in legal_moves(state, seat):
        raise IllegalMove(f"a move can still use the {move.die}", reason="die_usable")
    unused = list(state.unused)
    unused.remove(move.die)
    state = replace(state, unused=tuple(unused))
    return _maybe_end_turn(state, [event("die_passed", seat=seat, die=move.die)])


def _maybe_end_turn(
    state: DoubleDashState, events: list[Event]
) -> tuple[DoubleDashState, list[Event]]:
    if state.unused:
        return state, events
    state, rolled = _begin_turn(state)
    return state, events + rolled


def _finish(
    state: DoubleDashState, winner: Seat, reason: EndReason, events: list[Event]
) -> tuple[DoubleDashState, list[Event]]:
    state = replace(
        state,
        unused=(),
        moved_piece=None,
        moved_direction=None,
        winner=winner,
        end_reason=reason,
    )
    return state, [*events, event("game_over", winner=winner, reason=reason)]


def resign(state: DoubleDashState, seat: Seat) -> tuple[DoubleDashState, list[Event]]:
    """Forfeit: the side that leaves loses at once, on its turn or not."""
    # ruling: resign-any-time, no-draw
    # Resigning is allowed whoever's turn it is. (No draw: the
    # rulebook has none, and while both sides have pieces a capture stays possible.)
    if state.winner is not None:
        raise GameOver("the game is over", seat=seat)
    if seat not in SEATS:
        raise BadMove(f"no seat {seat}", field="seat")
    return _finish(state, 1 - seat, "resigned", [event("seat_resigned", seat=seat)])


def outcome(state: DoubleDashState) -> Outcome | None:
    if state.winner is None or state.end_reason is None:
        return None
    ranks = tuple(1 if s == state.winner else 2 for s in SEATS)
    return Outcome(winners=(state.winner,), ranks=ranks, reason=state.end_reason)


def _in_board_order(squares: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(squares, key=BOARD.index.__getitem__))
