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

T = TypeVar("T", bound="DiceyCurvesMoveJuke")


@_attrs_define
class DiceyCurvesMoveJuke:
    """Pay a chip: two cars side by side swap spaces (``car`` < ``other``).

    Attributes:
        car (int):
        other (int):
        type_ (Literal['juke']):
    """

    car: int
    other: int
    type_: Literal["juke"]

    def to_dict(self) -> dict[str, Any]:
        car = self.car

        other = self.other

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "car": car,
                "other": other,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        car = d.pop("car")

        other = d.pop("other")

        type_ = cast(Literal["juke"], d.pop("type"))
        if type_ != "juke":
            raise ValueError(f"type must match const 'juke', got '{type_}'")

        dicey_curves_move_juke = cls(
            car=car,
            other=other,
            type_=type_,
        )

        return dicey_curves_move_juke
