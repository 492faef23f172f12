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

T = TypeVar("T", bound="DiceyCurvesEventGreenSet")


@_attrs_define
class DiceyCurvesEventGreenSet:
    """
    Attributes:
        die (int):
        seat (int):
        type_ (Literal['green_set']):
        value (int):
    """

    die: int
    seat: int
    type_: Literal["green_set"]
    value: int

    def to_dict(self) -> dict[str, Any]:
        die = self.die

        seat = self.seat

        type_ = self.type_

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
                "seat": seat,
                "type": type_,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        die = d.pop("die")

        seat = d.pop("seat")

        type_ = cast(Literal["green_set"], d.pop("type"))
        if type_ != "green_set":
            raise ValueError(f"type must match const 'green_set', got '{type_}'")

        value = d.pop("value")

        dicey_curves_event_green_set = cls(
            die=die,
            seat=seat,
            type_=type_,
            value=value,
        )

        return dicey_curves_event_green_set
