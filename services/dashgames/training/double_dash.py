"""Double Dash! for learners: board planes from the view, and one fixed index per move.

Seat 1's board and action indices are turned half round, so an index is the same move relative
to the seat and one policy serves both. The observation and actions: docs/TRAINING.md, "Double
Dash!".
"""

from __future__ import annotations

from typing import Any

from dashgames.games.double_dash.board import BOARD, DIRECTIONS
from dashgames.games.double_dash.moves import MOVES
from dashgames.training.actions import ActionCodebook
from dashgames.training.features import Features, GameEncoding, Mirror

_OPEN = [BOARD.name(s) for s in range(BOARD.columns * BOARD.rows) if s not in BOARD.black_squares]
_CELLS = BOARD.columns * BOARD.rows


_TURNED = {"N": "S", "NE": "SW", "E": "W", "SE": "NW", "S": "N", "SW": "NE", "W": "E", "NW": "SE"}


def _turned_square(name: str) -> str:
    """The square a half turn of the board puts where ``name`` was."""
    return BOARD.name(BOARD.columns * BOARD.rows - 1 - BOARD.index[name])


def mirror(move: dict[str, Any]) -> dict[str, Any]:
    """A move as seat 1 names it when its board is turned to look like seat 0's."""
    out = dict(move)
    if "piece" in out:
        out["piece"] = _turned_square(out["piece"])
    if "direction" in out:
        out["direction"] = _TURNED[out["direction"]]
    return out


def turned(players: int, options: dict[str, Any]) -> tuple[frozenset[int], Mirror]:
    return frozenset({1}), mirror


def encode(view: dict[str, Any], f: Features) -> None:
    me = view["you"] if view["you"] is not None else 0

    def cell(name: str | None) -> int | None:
        if name is None:
            return None
        index = BOARD.index[name]
        return index if me == 0 else _CELLS - 1 - index

    pieces = view["pieces"]
    f.plane(_CELLS, (cell(sq) for sq in pieces[me]))
    f.plane(_CELLS, (cell(sq) for sq in pieces[1 - me]))
    f.plane(_CELLS, (cell(sq) for sq in view["board"]["black_squares"]))
    f.plane(_CELLS, [cell(view["moved_piece"])])
    for dice in (view["dice"], view["unused_dice"]):
        for value in range(1, 7):
            f.scaled(dice.count(value), 2)
    dice = view["dice"]
    f.flag(len(dice) == 2 and dice[0] == dice[1])
    f.flag(view["to_move"] == me)
    moved = view["moved_direction"]
    f.choice(DIRECTIONS, _TURNED[moved] if moved is not None and me == 1 else moved)
    f.flag(view["first_player"] == me)
    f.scaled(view["turn"], 200)
    f.scaled(len(pieces[me]), 10)
    f.scaled(len(pieces[1 - me]), 10)


def codebook(players: int, options: dict[str, Any]) -> ActionCodebook:
    fixed: list[dict[str, Any]] = [
        {"type": "move", "piece": sq, "direction": d, "die": die}
        for sq in _OPEN for d in DIRECTIONS for die in range(1, 7)
    ]
    fixed += [{"type": "dash", "piece": sq, "direction": d} for sq in _OPEN for d in DIRECTIONS]
    fixed += [{"type": "pass", "die": die} for die in range(1, 7)]
    return ActionCodebook(MOVES, fixed, slots=0)


ENCODING = GameEncoding(encode, codebook, __doc__ or "", turned=turned)
