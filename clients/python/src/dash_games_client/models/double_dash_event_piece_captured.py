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

T = TypeVar("T", bound="DoubleDashEventPieceCaptured")


@_attrs_define
class DoubleDashEventPieceCaptured:
    """``seat`` lost its piece on ``square``.

    Attributes:
        seat (int):
        square (str):
        type_ (Literal['piece_captured']):
    """

    seat: int
    square: str
    type_: Literal["piece_captured"]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        square = self.square

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "square": square,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        square = d.pop("square")

        type_ = cast(Literal["piece_captured"], d.pop("type"))
        if type_ != "piece_captured":
            raise ValueError(f"type must match const 'piece_captured', got '{type_}'")

        double_dash_event_piece_captured = cls(
            seat=seat,
            square=square,
            type_=type_,
        )

        return double_dash_event_piece_captured
