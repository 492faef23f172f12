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

T = TypeVar("T", bound="DiceyCurvesMovePlaceCar")


@_attrs_define
class DiceyCurvesMovePlaceCar:
    """Put your next car on a free space of the Start (lane 0-2 from the left, row 2 in front).

    Attributes:
        lane (int):
        row (int):
        type_ (Literal['place_car']):
    """

    lane: int
    row: int
    type_: Literal["place_car"]

    def to_dict(self) -> dict[str, Any]:
        lane = self.lane

        row = self.row

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "lane": lane,
                "row": row,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        lane = d.pop("lane")

        row = d.pop("row")

        type_ = cast(Literal["place_car"], d.pop("type"))
        if type_ != "place_car":
            raise ValueError(f"type must match const 'place_car', got '{type_}'")

        dicey_curves_move_place_car = cls(
            lane=lane,
            row=row,
            type_=type_,
        )

        return dicey_curves_move_place_car
