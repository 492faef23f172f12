from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DiceyCurvesDriveView")


@_attrs_define
class DiceyCurvesDriveView:
    """The car being moved: ``remaining`` of ``size`` steps left; ``power`` for a power move.

    Attributes:
        car (int):
        power (bool):
        remaining (int):
        size (int):
    """

    car: int
    power: bool
    remaining: int
    size: int

    def to_dict(self) -> dict[str, Any]:
        car = self.car

        power = self.power

        remaining = self.remaining

        size = self.size

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "car": car,
                "power": power,
                "remaining": remaining,
                "size": size,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        car = d.pop("car")

        power = d.pop("power")

        remaining = d.pop("remaining")

        size = d.pop("size")

        dicey_curves_drive_view = cls(
            car=car,
            power=power,
            remaining=remaining,
            size=size,
        )

        return dicey_curves_drive_view
