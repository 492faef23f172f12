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

T = TypeVar("T", bound="DiceyCurvesMoveKeepGoing")


@_attrs_define
class DiceyCurvesMoveKeepGoing:
    """Pay a chip: a car that a single stopped may be driven again this turn.

    Attributes:
        car (int):
        type_ (Literal['keep_going']):
    """

    car: int
    type_: Literal["keep_going"]

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

        type_ = cast(Literal["keep_going"], d.pop("type"))
        if type_ != "keep_going":
            raise ValueError(f"type must match const 'keep_going', got '{type_}'")

        dicey_curves_move_keep_going = cls(
            car=car,
            type_=type_,
        )

        return dicey_curves_move_keep_going
