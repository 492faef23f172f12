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

T = TypeVar("T", bound="DiceyCurvesEventDriveStarted")


@_attrs_define
class DiceyCurvesEventDriveStarted:
    """
    Attributes:
        car (int):
        dice (list[int]):
        power (bool):
        seat (int):
        type_ (Literal['drive_started']):
    """

    car: int
    dice: list[int]
    power: bool
    seat: int
    type_: Literal["drive_started"]

    def to_dict(self) -> dict[str, Any]:
        car = self.car

        dice = self.dice

        power = self.power

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "car": car,
                "dice": dice,
                "power": power,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        car = d.pop("car")

        dice = cast(list[int], d.pop("dice"))

        power = d.pop("power")

        seat = d.pop("seat")

        type_ = cast(Literal["drive_started"], d.pop("type"))
        if type_ != "drive_started":
            raise ValueError(f"type must match const 'drive_started', got '{type_}'")

        dicey_curves_event_drive_started = cls(
            car=car,
            dice=dice,
            power=power,
            seat=seat,
            type_=type_,
        )

        return dicey_curves_event_drive_started
