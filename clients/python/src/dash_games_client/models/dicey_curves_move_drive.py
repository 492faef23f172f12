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

from ..types import UNSET, Unset

T = TypeVar("T", bound="DiceyCurvesMoveDrive")


@_attrs_define
class DiceyCurvesMoveDrive:
    """Move ``car`` with the unused dice of these values (ascending): one die is a single, two or more equal or consecutive
    values a combo. ``power`` pays a chip for a power move.

        Attributes:
            car (int):
            dice (list[int]):
            type_ (Literal['drive']):
            power (bool | Unset):
    """

    car: int
    dice: list[int]
    type_: Literal["drive"]
    power: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        car = self.car

        dice = self.dice

        type_ = self.type_

        power = self.power

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "car": car,
                "dice": dice,
                "type": type_,
            }
        )
        if power is not UNSET:
            field_dict["power"] = power

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        car = d.pop("car")

        dice = cast(list[int], d.pop("dice"))

        type_ = cast(Literal["drive"], d.pop("type"))
        if type_ != "drive":
            raise ValueError(f"type must match const 'drive', got '{type_}'")

        power = d.pop("power", UNSET)

        dicey_curves_move_drive = cls(
            car=car,
            dice=dice,
            type_=type_,
            power=power,
        )

        return dicey_curves_move_drive
