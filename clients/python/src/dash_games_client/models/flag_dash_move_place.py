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

T = TypeVar("T", bound="FlagDashMovePlace")


@_attrs_define
class FlagDashMovePlace:
    """Secret setup: move one of your pieces (a colour, ``flag``, ``tunnel:<sq>``) in your half.

    Attributes:
        piece (str):
        square (str):
        type_ (Literal['place']):
    """

    piece: str
    square: str
    type_: Literal["place"]

    def to_dict(self) -> dict[str, Any]:
        piece = self.piece

        square = self.square

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "piece": piece,
                "square": square,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        piece = d.pop("piece")

        square = d.pop("square")

        type_ = cast(Literal["place"], d.pop("type"))
        if type_ != "place":
            raise ValueError(f"type must match const 'place', got '{type_}'")

        flag_dash_move_place = cls(
            piece=piece,
            square=square,
            type_=type_,
        )

        return flag_dash_move_place
