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

T = TypeVar("T", bound="DiceyCurvesEventKeepGoing")


@_attrs_define
class DiceyCurvesEventKeepGoing:
    """
    Attributes:
        car (int):
        seat (int):
        type_ (Literal['keep_going']):
    """

    car: int
    seat: int
    type_: Literal["keep_going"]

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

        type_ = cast(Literal["keep_going"], d.pop("type"))
        if type_ != "keep_going":
            raise ValueError(f"type must match const 'keep_going', got '{type_}'")

        dicey_curves_event_keep_going = cls(
            car=car,
            seat=seat,
            type_=type_,
        )

        return dicey_curves_event_keep_going
