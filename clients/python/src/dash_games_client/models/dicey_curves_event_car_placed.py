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

T = TypeVar("T", bound="DiceyCurvesEventCarPlaced")


@_attrs_define
class DiceyCurvesEventCarPlaced:
    """
    Attributes:
        car (int):
        lane (int):
        row (int):
        seat (int):
        type_ (Literal['car_placed']):
    """

    car: int
    lane: int
    row: int
    seat: int
    type_: Literal["car_placed"]

    def to_dict(self) -> dict[str, Any]:
        car = self.car

        lane = self.lane

        row = self.row

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "car": car,
                "lane": lane,
                "row": row,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        car = d.pop("car")

        lane = d.pop("lane")

        row = d.pop("row")

        seat = d.pop("seat")

        type_ = cast(Literal["car_placed"], d.pop("type"))
        if type_ != "car_placed":
            raise ValueError(f"type must match const 'car_placed', got '{type_}'")

        dicey_curves_event_car_placed = cls(
            car=car,
            lane=lane,
            row=row,
            seat=seat,
            type_=type_,
        )

        return dicey_curves_event_car_placed
