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

from ..models.double_dash_move_move_direction import DoubleDashMoveMoveDirection

T = TypeVar("T", bound="DoubleDashMoveMove")


@_attrs_define
class DoubleDashMoveMove:
    """Move the piece on ``piece`` in ``direction`` by the value of one unused die.

    Attributes:
        die (int):
        direction (DoubleDashMoveMoveDirection):
        piece (str):
        type_ (Literal['move']):
    """

    die: int
    direction: DoubleDashMoveMoveDirection
    piece: str
    type_: Literal["move"]

    def to_dict(self) -> dict[str, Any]:
        die = self.die

        direction = self.direction.value

        piece = self.piece

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
                "direction": direction,
                "piece": piece,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        die = d.pop("die")

        direction = DoubleDashMoveMoveDirection(d.pop("direction"))

        piece = d.pop("piece")

        type_ = cast(Literal["move"], d.pop("type"))
        if type_ != "move":
            raise ValueError(f"type must match const 'move', got '{type_}'")

        double_dash_move_move = cls(
            die=die,
            direction=direction,
            piece=piece,
            type_=type_,
        )

        return double_dash_move_move
