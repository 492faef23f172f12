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

T = TypeVar("T", bound="DiceyCurvesMoveSetGreen")


@_attrs_define
class DiceyCurvesMoveSetGreen:
    """Pay a chip, all five green dice being in play: turn green die ``die`` to ``value``.

    Attributes:
        die (int):
        type_ (Literal['set_green']):
        value (int):
    """

    die: int
    type_: Literal["set_green"]
    value: int

    def to_dict(self) -> dict[str, Any]:
        die = self.die

        type_ = self.type_

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
                "type": type_,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        die = d.pop("die")

        type_ = cast(Literal["set_green"], d.pop("type"))
        if type_ != "set_green":
            raise ValueError(f"type must match const 'set_green', got '{type_}'")

        value = d.pop("value")

        dicey_curves_move_set_green = cls(
            die=die,
            type_=type_,
            value=value,
        )

        return dicey_curves_move_set_green
