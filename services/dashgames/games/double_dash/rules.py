"""Double Dash! rules as pure functions of the state; ``DoubleDash`` in ``__init__`` wires them.

Each ruling the rulebook leaves open is marked ``Ruling:`` where it is implemented; RULES.md
lists them all and tests/games/double_dash/ shows each from an exact position.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

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
from dashgames.games.double_dash.board import BOARD, DIRECTIONS, Direction
from dashgames.games.double_dash.moves import Dash, DoubleDashMove, Move, Pass
from dashgames.games.double_dash.state import DoubleDashState, EndReason

SEATS = (0, 1)
_RAYS = BOARD.rays


# ---- setup and turns -----------------------------------------------------------------------
def new_state(seed: int | str) -> DoubleDashState:
    """Pieces on their start spaces, the opening roll made and the first turn's die rolled."""
    rng = Rng.from_seed(seed)
    rolls: list[tuple[int, int]] = []
    # Ruling: a tied opening roll is rolled again, as often as needed; every round is kept.
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
    # Ruling: turns 1 and 2 are each side's first turn, and each uses one die (the second
    # player's first turn too). Every later turn rolls two.
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


# ---- geometry ------------------------------------------------------------------------------
def owners_by_square(state: DoubleDashState) -> dict[int, Seat]:
    """The seat whose piece stands on each occupied square (by index)."""
    return {BOARD.index[sq]: seat for seat in SEATS for sq in state.pieces[seat]}


def landings(
    owners: dict[int, Seat], seat: Seat, start: int, direction: Direction, limit: int
) -> list[int | None]:
    """Where a piece of ``seat`` on ``start`` ends going toward ``direction``, for each
    distance 1..``limit`` (index 0 is distance 1); None where that move is not allowed.

    One walk along the ray serves every die value, which is what keeps ``legal_moves`` quick.
    """
    out: list[int | None] = []
    last: int | None = None  # the farthest square reached so far that a piece may cross
    # The ray already ends before a black space or the edge. Ruling: the board edge stops a
    # piece like a black space does, so a longer roll is cut short on the last open square.
    for square in _RAYS[start][direction][:limit]:
        owner = owners.get(square)
        if owner is None:
            out.append(square)
            last = square
        elif owner == seat:
            out.append(None)  # own pieces are passed over, but a piece never ends on one
            last = square
        else:
            out.append(square)  # an opponent exactly the die's distance away is captured
            # Ruling: an opponent nearer than the die's value stops the piece on the square
            # before it, as a black space would; the opponent is not captured.
            break
    # Ruling: a move that does not leave its square is no move (last is None); and a piece
    # that an obstacle cuts short on a square of its own side may not move so far at all (it
    # does not back up to an earlier empty square).
    short = last if last is not None and last not in owners else None
    out.extend([short] * (limit - len(out)))
    return out


def slide(
    owners: dict[int, Seat], seat: Seat, start: int, direction: Direction, distance: int
) -> tuple[int, bool] | None:
    """(landing square, captured?) for one move, or None when it is not allowed."""
    landing = landings(owners, seat, start, direction, distance)[-1]
    if landing is None:
        return None
    return landing, landing in owners


def _turn_forbids(state: DoubleDashState, piece: str, direction: Direction) -> str | None:
    """Why this turn's earlier move keeps ``piece`` from going ``direction`` now, if it does."""
    if piece != state.moved_piece:
        return None
    if not state.doubles:
        return "each die must move a different piece unless doubles were rolled"
    # Ruling: a doubles second leg must change direction; n then n in the same line is the
    # single 2n dash, which has its own move.
    if direction == state.moved_direction:
        return "the second leg of a doubles move must take another direction"
    return None


# ---- what may be done ----------------------------------------------------------------------
def legal_moves(state: DoubleDashState, seat: Seat) -> list[DoubleDashMove]:
    if state.to_move != seat:
        return []
    owners = owners_by_square(state)
    values = sorted(set(state.unused))
    dash = 2 * state.dice[0] if _dash_open(state) else 0
    limit = max(values[-1], dash)
    moves: list[DoubleDashMove] = []
    dashes: list[DoubleDashMove] = []
    used: set[int] = set()
    for piece in state.pieces[seat]:
        start = BOARD.index[piece]
        rays = _RAYS[start]
        moved_before = piece == state.moved_piece
        for direction in DIRECTIONS:
            if not rays[direction]:
                continue  # a black space or the edge right beside it: nothing goes this way
            reached = landings(owners, seat, start, direction, limit)
            if dash and reached[dash - 1] is not None:
                dashes.append(_dash(piece, direction))
                used.add(state.dice[0])
            if moved_before and _turn_forbids(state, piece, direction):
                continue
            for die in values:
                if reached[die - 1] is not None:
                    moves.append(_move(piece, direction, die))
                    used.add(die)
    # Ruling: a die may be given up only when, in the position as it stands, nothing can use
    # it; a player may first use the other die in a way that leaves this one unusable.
    passes = [Pass(die) for die in values if die not in used]
    return moves + dashes + passes


# Moves are immutable values, so move generation hands out one shared instance per distinct
# move (a few thousand on the default board) instead of building them anew on every commit.
_MOVES: dict[tuple[str, Direction, int], Move] = {}
_DASHES: dict[tuple[str, Direction], Dash] = {}


def _move(piece: str, direction: Direction, die: int) -> Move:
    found = _MOVES.get((piece, direction, die))
    if found is None:
        found = _MOVES[piece, direction, die] = Move(piece, direction, die)
    return found


def _dash(piece: str, direction: Direction) -> Dash:
    found = _DASHES.get((piece, direction))
    if found is None:
        found = _DASHES[piece, direction] = Dash(piece, direction)
    return found


def _dash_open(state: DoubleDashState) -> bool:
    # Ruling: a dash spends both doubles dice, so it is open only while neither has been
    # used (by a move or a pass). It obeys every rule a one-die move does, at twice the
    # distance, so it may cross an own piece on the half-way square where a leg could not stop.
    return state.doubles and len(state.unused) == 2


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
        if not _dash_open(state):
            raise IllegalMove("a dash needs unused doubles", reason="no_doubles")
        distance, dice = 2 * state.dice[0], state.dice
    else:
        if move.die not in state.unused:
            raise IllegalMove(f"no unused die shows {move.die}", reason="no_such_die")
        forbidden = _turn_forbids(state, move.piece, move.direction)
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
    # Ruling: resigning is allowed whoever's turn it is. (There is no draw: the rulebook has
    # none, and while both sides have pieces a capture stays possible.)
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
