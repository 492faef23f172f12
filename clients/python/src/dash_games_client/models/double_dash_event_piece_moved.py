from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.double_dash_event_piece_moved_direction import (
    DoubleDashEventPieceMovedDirection,
)

T = TypeVar("T", bound="DoubleDashEventPieceMoved")


@_attrs_define
class DoubleDashEventPieceMoved:
    """A piece moved (or dashed, with two dice) from one square to another.

    Attributes:
        captured (bool):
        dice (list[int]):
        direction (DoubleDashEventPieceMovedDirection):
        from_square (str):
        seat (int):
        to_square (str):
        type_ (Literal['piece_moved']):
    """

    captured: bool
    dice: list[int]
    direction: DoubleDashEventPieceMovedDirection
    from_square: str
    seat: int
    to_square: str
    type_: Literal["piece_moved"]

    def to_dict(self) -> dict[str, Any]:
        captured = self.captured

        dice = self.dice

        direction = self.direction.value

        from_square = self.from_square

        seat = self.seat

        to_square = self.to_square

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "captured": captured,
                "dice": dice,
                "direction": direction,
                "from_square": from_square,
                "seat": seat,
                "to_square": to_square,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        captured = d.pop("captured")

        dice = cast(list[int], d.pop("dice"))

        direction = DoubleDashEventPieceMovedDirection(d.pop("direction"))

        from_square = d.pop("from_square")

        seat = d.pop("seat")

        to_square = d.pop("to_square")

        type_ = cast(Literal["piece_moved"], d.pop("type"))
        if type_ != "piece_moved":
            raise ValueError(f"type must match const 'piece_moved', got '{type_}'")

        double_dash_event_piece_moved = cls(
            captured=captured,
            dice=dice,
            direction=direction,
            from_square=from_square,
            seat=seat,
            to_square=to_square,
            type_=type_,
        )

        return double_dash_event_piece_moved
