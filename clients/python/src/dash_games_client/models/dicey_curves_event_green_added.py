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

T = TypeVar("T", bound="DiceyCurvesEventGreenAdded")


@_attrs_define
class DiceyCurvesEventGreenAdded:
    """
    Attributes:
        seat (int):
        type_ (Literal['green_added']):
        value (int):
    """

    seat: int
    type_: Literal["green_added"]
    value: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = cast(Literal["green_added"], d.pop("type"))
        if type_ != "green_added":
            raise ValueError(f"type must match const 'green_added', got '{type_}'")

        value = d.pop("value")

        dicey_curves_event_green_added = cls(
            seat=seat,
            type_=type_,
            value=value,
        )

        return dicey_curves_event_green_added
