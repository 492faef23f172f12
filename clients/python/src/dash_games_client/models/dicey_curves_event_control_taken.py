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

T = TypeVar("T", bound="DiceyCurvesEventControlTaken")


@_attrs_define
class DiceyCurvesEventControlTaken:
    """
    Attributes:
        car (int):
        seat (int):
        type_ (Literal['control_taken']):
    """

    car: int
    seat: int
    type_: Literal["control_taken"]

    def to_dict(self) -> dict[str, Any]:
        car = self.car

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "car": car,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        car = d.pop("car")

        seat = d.pop("seat")

        type_ = cast(Literal["control_taken"], d.pop("type"))
        if type_ != "control_taken":
            raise ValueError(f"type must match const 'control_taken', got '{type_}'")

        dicey_curves_event_control_taken = cls(
            car=car,
            seat=seat,
            type_=type_,
        )

        return dicey_curves_event_control_taken
