"""Who moves in Double Dash! and what that side may do now: ``to_act``, ``legal_moves``, and
the movement rules it shares with ``rules.apply`` (where a piece lands, and what this turn's
earlier move still allows).

Each ruling the rulebook leaves open is marked by a comment ``ruling: <id>`` where it is
implemented; RULES.md and data/rulings.json list them all, and tests/games/double_dash/ shows
each from an exact position.
"""

from __future__ import annotations

from dashgames.engine import Seat
from dashgames.games.double_dash.board import BOARD, DIRECTIONS, Direction
from dashgames.games.double_dash.moves import Dash, DoubleDashMove, Move, Pass
from dashgames.games.double_dash.state import DoubleDashState

SEATS = (0, 1)
_RAYS = BOARD.rays


def to_act(state: DoubleDashState) -> frozenset[Seat]:
    """The side to move; nobody once the game is over."""
    return frozenset() if state.to_move is None else frozenset((state.to_move,))


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
    # ruling: edge-stops
    # The ray already ends before a black space or the edge. The board
    # edge stops a piece like a black space does, so a longer roll is cut short on the last
    # open square.
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
            # ruling: blocked-by-opponent
            # A piece "can't move past" an opponent: a longer roll is no move that way. The
            # rulebook stops a piece in front of a black space, but says no such thing here.
            out.extend([None] * (limit - len(out)))
            return out
    # ruling: cut-short-move, never-end-on-own-piece
    # A move that does not leave its square is no move (last is
    # None). A piece that an obstacle cuts short on a square
    # of its own side may not move so far at all (it does not back up to an earlier square).
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


def turn_forbids(state: DoubleDashState, piece: str, direction: Direction) -> str | None:
    """Why this turn's earlier move keeps ``piece`` from going ``direction`` now, if it does."""
    if piece != state.moved_piece:
        return None
    if not state.doubles:
        return "each die must move a different piece unless doubles were rolled"
    # ruling: doubles-two-legs, doubles-straight-back
    # A doubles second leg must change direction; n then n in the
    # same line is the single 2n dash, which has its own move.
    # the opposite direction is another direction too, so a second leg may go straight back
    # (even to the square the first leg started from).
    if direction == state.moved_direction:
        return "the second leg of a doubles move must take another direction"
    return None


def dash_open(state: DoubleDashState) -> bool:
    """Whether a dash (twice the doubles value in one line) may be played now."""
    # ruling: doubles-dash, doubles-die-by-die
    # A dash spends both doubles dice, so it is open only while neither
    # has been used (by a move or a pass). It obeys every rule a
    # one-die move does, at twice the distance, so it may cross an own piece on the half-way
    # square where a leg could not stop.
    return state.doubles and len(state.unused) == 2


# ---- what may be done ----------------------------------------------------------------------
def legal_moves(state: DoubleDashState, seat: Seat) -> list[DoubleDashMove]:
    """Every move ``rules.apply`` accepts from ``seat`` now: moves, then dashes, then passes."""
    if state.to_move != seat:
        return []
    owners = owners_by_square(state)
    values = sorted(set(state.unused))
    dash = 2 * state.dice[0] if dash_open(state) else 0
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
            if moved_before and turn_forbids(state, piece, direction):
                continue
            for die in values:
                if reached[die - 1] is not None:
                    moves.append(_move(piece, direction, die))
                    used.add(die)
    # ruling: pass-only-when-unusable
    # A die may be given up only when, in the position as it
    # stands, nothing can use it; a player may first use the other die in a way that leaves
    # this one unusable.
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
