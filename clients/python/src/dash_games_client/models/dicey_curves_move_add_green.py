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

T = TypeVar("T", bound="DiceyCurvesMoveAddGreen")


@_attrs_define
class DiceyCurvesMoveAddGreen:
    """Pay a chip: bring in a green die showing ``value`` (1-5).

    Attributes:
        type_ (Literal['add_green']):
        value (int):
    """

    type_: Literal["add_green"]
    value: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["add_green"], d.pop("type"))
        if type_ != "add_green":
            raise ValueError(f"type must match const 'add_green', got '{type_}'")

        value = d.pop("value")

        dicey_curves_move_add_green = cls(
            type_=type_,
            value=value,
        )

        return dicey_curves_move_add_green
