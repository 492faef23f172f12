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

T = TypeVar("T", bound="DiceyCurvesEventDriveEnded")


@_attrs_define
class DiceyCurvesEventDriveEnded:
    """
    Attributes:
        car (int):
        type_ (Literal['drive_ended']):
    """

    car: int
    type_: Literal["drive_ended"]

    def to_dict(self) -> dict[str, Any]:
        car = self.car

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "car": car,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        car = d.pop("car")

        type_ = cast(Literal["drive_ended"], d.pop("type"))
        if type_ != "drive_ended":
            raise ValueError(f"type must match const 'drive_ended', got '{type_}'")

        dicey_curves_event_drive_ended = cls(
            car=car,
            type_=type_,
        )

        return dicey_curves_event_drive_ended
