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

T = TypeVar("T", bound="DiceyCurvesEventJuke")


@_attrs_define
class DiceyCurvesEventJuke:
    """
    Attributes:
        car (int):
        other (int):
        seat (int):
        type_ (Literal['juke']):
    """

    car: int
    other: int
    seat: int
    type_: Literal["juke"]

    def to_dict(self) -> dict[str, Any]:
        car = self.car

        other = self.other

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "car": car,
                "other": other,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        car = d.pop("car")

        other = d.pop("other")

        seat = d.pop("seat")

        type_ = cast(Literal["juke"], d.pop("type"))
        if type_ != "juke":
            raise ValueError(f"type must match const 'juke', got '{type_}'")

        dicey_curves_event_juke = cls(
            car=car,
            other=other,
            seat=seat,
            type_=type_,
        )

        return dicey_curves_event_juke
