"""The Double Dash! board, loaded from ``data/board.json`` and checked once at import.

Squares are named as on a chess board: a column letter (a, b, ...) then a row number (1, 2,
...). Inside the rules a square is an index ``(row - 1) * columns + column``, which keeps the
hot path (move generation) to integer lookups. North means toward higher row numbers, that is
from Player 1's back row (row 1) toward Player 2's (row 10).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from dashgames.engine import component_file

Direction = Literal["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
DIRECTIONS: tuple[Direction, ...] = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
_STEPS: dict[Direction, tuple[int, int]] = {
    "N": (0, 1),
    "NE": (1, 1),
    "E": (1, 0),
    "SE": (1, -1),
    "S": (0, -1),
    "SW": (-1, -1),
    "W": (-1, 0),
    "NW": (-1, 1),
}
PIECES_PER_SIDE = 10


@dataclass(frozen=True)
class Board:
    """A rectangular board with black spaces and each side's start spaces (as indices)."""

    columns: int
    rows: int
    black_squares: frozenset[int]
    start_squares: tuple[tuple[int, ...], ...]
    names: tuple[str, ...]
    index: dict[str, int]
    # rays[square][direction]: the squares a piece may cross in that direction, nearest first,
    # ending before the first black space or the board edge. Both stop a piece the same way,
    # so a move never needs to know which of the two cut its ray short.
    rays: tuple[dict[Direction, tuple[int, ...]], ...]

    def name(self, square: int) -> str:
        return self.names[square]


def _square_name(column: int, row: int) -> str:
    return f"{chr(ord('a') + column)}{row + 1}"


def build_board(raw: dict[str, Any]) -> Board:
    """Validate a board description and precompute its rays; raises ValueError when wrong."""
    columns, rows = raw.get("columns"), raw.get("rows")
    if not (isinstance(columns, int) and isinstance(rows, int)) or not (
        1 <= columns <= 26 and rows >= 1
    ):
        raise ValueError("board needs integer columns (1..26) and rows")
    names = tuple(_square_name(c, r) for r in range(rows) for c in range(columns))
    index = {n: i for i, n in enumerate(names)}

    def squares(listed: Any, what: str) -> tuple[int, ...]:
        if not isinstance(listed, list) or not all(isinstance(s, str) for s in listed):
            raise ValueError(f"{what} must be a list of square names")
        unknown = [s for s in listed if s not in index]
        if unknown:
            raise ValueError(f"{what} names squares off the board: {unknown}")
        if len(set(listed)) != len(listed):
            raise ValueError(f"{what} repeats a square")
        return tuple(sorted(index[s] for s in listed))

    black = frozenset(squares(raw.get("black_squares"), "black_squares"))
    sides = raw.get("start_squares")
    if not isinstance(sides, list) or len(sides) != 2:
        raise ValueError("start_squares must list the start spaces of exactly two sides")
    start = tuple(squares(side, f"start_squares[{i}]") for i, side in enumerate(sides))
    for i, side in enumerate(start):
        if len(side) != PIECES_PER_SIDE:
            raise ValueError(f"side {i} needs {PIECES_PER_SIDE} start spaces")
        if black & set(side):
            raise ValueError(f"side {i} starts on a black space")
    if set(start[0]) & set(start[1]):
        raise ValueError("the two sides share a start space")

    rays = []
    for square in range(columns * rows):
        col, row = square % columns, square // columns
        by_direction: dict[Direction, tuple[int, ...]] = {}
        for direction, (dc, dr) in _STEPS.items():
            ray = []
            c, r = col + dc, row + dr
            while 0 <= c < columns and 0 <= r < rows and r * columns + c not in black:
                ray.append(r * columns + c)
                c, r = c + dc, r + dr
            by_direction[direction] = tuple(ray)
        rays.append(by_direction)
    return Board(columns, rows, black, start, names, index, tuple(rays))


BOARD = build_board(component_file(__package__, "board.json"))
