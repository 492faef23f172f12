"""Exact positions for Double Dash! scenario tests (imported by the test modules here)."""

from __future__ import annotations

from collections.abc import Iterable

from dashgames.games.double_dash.board import BOARD
from dashgames.games.double_dash.state import DoubleDashState


def _ordered(squares: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(squares, key=BOARD.index.__getitem__))


def make_position(
    mine: Iterable[str],
    theirs: Iterable[str],
    dice: tuple[int, ...],
    unused: tuple[int, ...] | None = None,
    seat: int = 0,
    turn: int = 7,
    moved_piece: str | None = None,
    moved_direction: str | None = None,
) -> DoubleDashState:
    """Seat ``seat`` to move on turn ``turn`` with ``dice`` rolled; the opening roll is fixed
    so that the parity of ``turn`` makes ``seat`` the side to move."""
    first = seat if turn % 2 == 1 else 1 - seat
    pieces = [_ordered(mine), _ordered(theirs)]
    if seat == 1:
        pieces.reverse()
    return DoubleDashState(
        rng=12345,
        pieces=tuple(pieces),
        opening_rolls=((6, 1),) if first == 0 else ((1, 6),),
        turn=turn,
        dice=dice,
        unused=tuple(sorted(dice if unused is None else unused)),
        moved_piece=moved_piece,
        moved_direction=moved_direction,  # type: ignore[arg-type]
    )
