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

T = TypeVar("T", bound="DiceyCurvesEventCarFinished")


@_attrs_define
class DiceyCurvesEventCarFinished:
    """
    Attributes:
        car (int):
        place (int):
        type_ (Literal['car_finished']):
    """

    car: int
    place: int
    type_: Literal["car_finished"]

    def to_dict(self) -> dict[str, Any]:
        car = self.car

        place = self.place

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "car": car,
                "place": place,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        car = d.pop("car")

        place = d.pop("place")

        type_ = cast(Literal["car_finished"], d.pop("type"))
        if type_ != "car_finished":
            raise ValueError(f"type must match const 'car_finished', got '{type_}'")

        dicey_curves_event_car_finished = cls(
            car=car,
            place=place,
            type_=type_,
        )

        return dicey_curves_event_car_finished
