"""Double Dash! for learners: board planes from the view, and one fixed index per move.

Observation (from the public view; Double Dash! hides nothing but the dice generator):
four board planes (the viewer's pieces, the opponent's, the black spaces, the piece already
moved this turn), then this turn's rolled and unused dice as counts per value, doubles, whose
turn it is, the direction of this turn's earlier move, who opened, the turn number (/ 200) and
the pieces left on each side (/ 10).

Actions: fully fixed. ``move`` (every open square x 8 directions x die 1-6), then ``dash``
(every open square x 8 directions), then ``pass`` (die 1-6). The board has 92 open squares:
4416 + 736 + 6 = 5158 indices, the same meaning in every position.
"""

from __future__ import annotations

from typing import Any

from dashgames.games.double_dash.board import BOARD, DIRECTIONS
from dashgames.games.double_dash.moves import MOVES
from dashgames.training.actions import ActionCodebook
from dashgames.training.features import Features, GameEncoding

_OPEN = [BOARD.name(s) for s in range(BOARD.columns * BOARD.rows) if s not in BOARD.black_squares]
_CELLS = BOARD.columns * BOARD.rows


def _cell(name: str | None) -> int | None:
    return None if name is None else BOARD.index[name]


def encode(view: dict[str, Any], f: Features) -> None:
    me = view["you"] if view["you"] is not None else 0
    pieces = view["pieces"]
    f.plane(_CELLS, (_cell(sq) for sq in pieces[me]))
    f.plane(_CELLS, (_cell(sq) for sq in pieces[1 - me]))
    f.plane(_CELLS, (_cell(sq) for sq in view["board"]["black_squares"]))
    f.plane(_CELLS, [_cell(view["moved_piece"])])
    for dice in (view["dice"], view["unused_dice"]):
        for value in range(1, 7):
            f.scaled(dice.count(value), 2)
    dice = view["dice"]
    f.flag(len(dice) == 2 and dice[0] == dice[1])
    f.flag(view["to_move"] == me)
    f.choice(DIRECTIONS, view["moved_direction"])
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


ENCODING = GameEncoding(encode, codebook, __doc__ or "")
