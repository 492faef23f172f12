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

from ..models.double_dash_move_dash_direction import DoubleDashMoveDashDirection

T = TypeVar("T", bound="DoubleDashMoveDash")


@_attrs_define
class DoubleDashMoveDash:
    """Doubles only, before either die is used: move one piece twice the die value in one line.

    Attributes:
        direction (DoubleDashMoveDashDirection):
        piece (str):
        type_ (Literal['dash']):
    """

    direction: DoubleDashMoveDashDirection
    piece: str
    type_: Literal["dash"]

    def to_dict(self) -> dict[str, Any]:
        direction = self.direction.value

        piece = self.piece

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "direction": direction,
                "piece": piece,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        direction = DoubleDashMoveDashDirection(d.pop("direction"))

        piece = d.pop("piece")

        type_ = cast(Literal["dash"], d.pop("type"))
        if type_ != "dash":
            raise ValueError(f"type must match const 'dash', got '{type_}'")

        double_dash_move_dash = cls(
            direction=direction,
            piece=piece,
            type_=type_,
        )

        return double_dash_move_dash
