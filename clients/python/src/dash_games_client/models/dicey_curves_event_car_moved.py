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

T = TypeVar("T", bound="DiceyCurvesEventCarMoved")


@_attrs_define
class DiceyCurvesEventCarMoved:
    """A car moved one space onto ``space`` (its coordinates on the track); ``gate``: it crossed a gate.

    Attributes:
        car (int):
        gate (bool):
        space (list[int]):
        type_ (Literal['car_moved']):
    """

    car: int
    gate: bool
    space: list[int]
    type_: Literal["car_moved"]

    def to_dict(self) -> dict[str, Any]:
        car = self.car

        gate = self.gate

        space = self.space

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "car": car,
                "gate": gate,
                "space": space,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        car = d.pop("car")

        gate = d.pop("gate")

        space = cast(list[int], d.pop("space"))

        type_ = cast(Literal["car_moved"], d.pop("type"))
        if type_ != "car_moved":
            raise ValueError(f"type must match const 'car_moved', got '{type_}'")

        dicey_curves_event_car_moved = cls(
            car=car,
            gate=gate,
            space=space,
            type_=type_,
        )

        return dicey_curves_event_car_moved
