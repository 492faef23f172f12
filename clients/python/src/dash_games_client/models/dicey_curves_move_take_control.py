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

T = TypeVar("T", bound="DiceyCurvesMoveTakeControl")


@_attrs_define
class DiceyCurvesMoveTakeControl:
    """Pay a chip: drive another player's car as your own for the rest of the turn.

    Attributes:
        car (int):
        type_ (Literal['take_control']):
    """

    car: int
    type_: Literal["take_control"]

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

        type_ = cast(Literal["take_control"], d.pop("type"))
        if type_ != "take_control":
            raise ValueError(f"type must match const 'take_control', got '{type_}'")

        dicey_curves_move_take_control = cls(
            car=car,
            type_=type_,
        )

        return dicey_curves_move_take_control
