from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.double_dash_view_end_reason import DoubleDashViewEndReason
from ..models.double_dash_view_moved_direction import DoubleDashViewMovedDirection

if TYPE_CHECKING:
    from ..models.double_dash_board_view import DoubleDashBoardView


T = TypeVar("T", bound="DoubleDashView")


@_attrs_define
class DoubleDashView:
    """The whole public position: pieces per seat, the opening roll, this turn's dice. ``pieces[s]`` lists the squares of
    seat s's pieces. ``opening_rolls`` holds one [seat 0 die, seat 1 die] pair per round (ties were rolled again).
    ``dice`` were rolled at the start of turn ``turn`` for ``to_move``; ``unused_dice`` may still be played.
    ``moved_piece``/``moved_direction`` record this turn's earlier move, which limits the next one (another piece, or on
    doubles a second leg in another direction).

        Attributes:
            board (DoubleDashBoardView): The board's size and its black spaces (no piece may stand on or cross one).
            dice (list[int]):
            end_reason (DoubleDashViewEndReason | None):
            first_player (int):
            moved_direction (DoubleDashViewMovedDirection | None):
            moved_piece (None | str):
            opening_rolls (list[list[int]]):
            pieces (list[list[str]]):
            to_move (int | None):
            turn (int):
            unused_dice (list[int]):
            winner (int | None):
            you (int | None):
    """

    board: DoubleDashBoardView
    dice: list[int]
    end_reason: DoubleDashViewEndReason | None
    first_player: int
    moved_direction: DoubleDashViewMovedDirection | None
    moved_piece: None | str
    opening_rolls: list[list[int]]
    pieces: list[list[str]]
    to_move: int | None
    turn: int
    unused_dice: list[int]
    winner: int | None
    you: int | None

    def to_dict(self) -> dict[str, Any]:
        board = self.board.to_dict()

        dice = self.dice

        end_reason: None | str
        if isinstance(self.end_reason, DoubleDashViewEndReason):
            end_reason = self.end_reason.value
        else:
            end_reason = self.end_reason

        first_player = self.first_player

        moved_direction: None | str
        if isinstance(self.moved_direction, DoubleDashViewMovedDirection):
            moved_direction = self.moved_direction.value
        else:
            moved_direction = self.moved_direction

        moved_piece: None | str
        moved_piece = self.moved_piece

        opening_rolls = []
        for opening_rolls_item_data in self.opening_rolls:
            opening_rolls_item = []
            for opening_rolls_item_item_data in opening_rolls_item_data:
                opening_rolls_item_item: int
                opening_rolls_item_item = opening_rolls_item_item_data
                opening_rolls_item.append(opening_rolls_item_item)

            opening_rolls.append(opening_rolls_item)

        pieces = []
        for pieces_item_data in self.pieces:
            pieces_item = pieces_item_data

            pieces.append(pieces_item)

        to_move: int | None
        to_move = self.to_move

        turn = self.turn

        unused_dice = self.unused_dice

        winner: int | None
        winner = self.winner

        you: int | None
        you = self.you

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board": board,
                "dice": dice,
                "end_reason": end_reason,
                "first_player": first_player,
                "moved_direction": moved_direction,
                "moved_piece": moved_piece,
                "opening_rolls": opening_rolls,
                "pieces": pieces,
                "to_move": to_move,
                "turn": turn,
                "unused_dice": unused_dice,
                "winner": winner,
                "you": you,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.double_dash_board_view import DoubleDashBoardView

        d = dict(src_dict)
        board = DoubleDashBoardView.from_dict(d.pop("board"))

        dice = cast(list[int], d.pop("dice"))

        def _parse_end_reason(data: object) -> DoubleDashViewEndReason | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_reason_type_0 = DoubleDashViewEndReason(data)

                return end_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DoubleDashViewEndReason | None, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))

        first_player = d.pop("first_player")

        def _parse_moved_direction(data: object) -> DoubleDashViewMovedDirection | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                moved_direction_type_0 = DoubleDashViewMovedDirection(data)

                return moved_direction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DoubleDashViewMovedDirection | None, data)

        moved_direction = _parse_moved_direction(d.pop("moved_direction"))

        def _parse_moved_piece(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        moved_piece = _parse_moved_piece(d.pop("moved_piece"))

        opening_rolls = []
        _opening_rolls = d.pop("opening_rolls")
        for opening_rolls_item_data in _opening_rolls:
            opening_rolls_item = []
            _opening_rolls_item = opening_rolls_item_data
            for opening_rolls_item_item_data in _opening_rolls_item:

                def _parse_opening_rolls_item_item(data: object) -> int:
                    return cast(int, data)

                opening_rolls_item_item = _parse_opening_rolls_item_item(
                    opening_rolls_item_item_data
                )

                opening_rolls_item.append(opening_rolls_item_item)

            opening_rolls.append(opening_rolls_item)

        pieces = []
        _pieces = d.pop("pieces")
        for pieces_item_data in _pieces:
            pieces_item = cast(list[str], pieces_item_data)

            pieces.append(pieces_item)

        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))

        turn = d.pop("turn")

        unused_dice = cast(list[int], d.pop("unused_dice"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        def _parse_you(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        you = _parse_you(d.pop("you"))

        double_dash_view = cls(
            board=board,
            dice=dice,
            end_reason=end_reason,
            first_player=first_player,
            moved_direction=moved_direction,
            moved_piece=moved_piece,
            opening_rolls=opening_rolls,
            pieces=pieces,
            to_move=to_move,
            turn=turn,
            unused_dice=unused_dice,
            winner=winner,
            you=you,
        )

        return double_dash_view
