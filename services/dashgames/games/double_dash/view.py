"""What a seat or a spectator sees of Double Dash!, and the state rebuilt from it.

Nothing is hidden in Double Dash! except the dice generator: every seat and every spectator
get the same board, pieces, rolls and turn, plus ``you`` (the viewer's seat, or null).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dashgames.engine import BadState, Rng, Seat
from dashgames.engine.codec import DecodeError, from_json, to_json
from dashgames.games.double_dash.board import BOARD, Direction
from dashgames.games.double_dash.state import DoubleDashState, EndReason


@dataclass(frozen=True)
class BoardView:
    """The board's size and its black spaces (no piece may stand on or cross one)."""

    columns: int
    rows: int
    black_squares: tuple[str, ...]


@dataclass(frozen=True)
class DoubleDashView:
    """The whole public position: pieces per seat, the opening roll, this turn's dice.

    ``pieces[s]`` lists the squares of seat s's pieces. ``opening_rolls`` holds one
    [seat 0 die, seat 1 die] pair per round (ties were rolled again). ``dice`` were rolled
    at the start of turn ``turn`` for ``to_move``; ``unused_dice`` may still be played.
    ``moved_piece``/``moved_direction`` record this turn's earlier move, which limits the
    next one (another piece, or on doubles a second leg in another direction).
    """

    you: int | None
    board: BoardView
    pieces: tuple[tuple[str, ...], ...]
    opening_rolls: tuple[tuple[int, int], ...]
    first_player: int
    turn: int
    to_move: int | None
    dice: tuple[int, ...]
    unused_dice: tuple[int, ...]
    moved_piece: str | None
    moved_direction: Direction | None
    winner: int | None
    end_reason: EndReason | None


_BOARD_VIEW = BoardView(
    columns=BOARD.columns,
    rows=BOARD.rows,
    black_squares=tuple(BOARD.name(s) for s in sorted(BOARD.black_squares)),
)


def render(state: DoubleDashState, seat: Seat | None) -> dict[str, Any]:
    view = DoubleDashView(
        you=seat,
        board=_BOARD_VIEW,
        pieces=state.pieces,
        opening_rolls=state.opening_rolls,
        first_player=state.first_player,
        turn=state.turn,
        to_move=state.to_move,
        dice=state.dice,
        unused_dice=state.unused,
        moved_piece=state.moved_piece,
        moved_direction=state.moved_direction,
        winner=state.winner,
        end_reason=state.end_reason,
    )
    rendered: dict[str, Any] = to_json(view)
    return rendered


def sample_hidden(view: dict[str, Any], seat: Seat | None, rng: Rng) -> DoubleDashState:
    """The state behind ``view``; only the dice generator is new (drawn from ``rng``).

    Nothing is hidden but the generator, which no view shows, so every seat (and a spectator)
    rebuilds the same position and ``seat`` changes nothing.
    """
    try:
        seen: DoubleDashView = from_json(DoubleDashView, view)
    except DecodeError as e:
        raise BadState(f"bad double_dash view: {e}", field=e.path) from None
    return DoubleDashState(
        rng=rng.next_u64(),
        pieces=seen.pieces,
        opening_rolls=seen.opening_rolls,
        turn=seen.turn,
        dice=seen.dice,
        unused=seen.unused_dice,
        moved_piece=seen.moved_piece,
        moved_direction=seen.moved_direction,
        winner=seen.winner,
        end_reason=seen.end_reason,
    )
