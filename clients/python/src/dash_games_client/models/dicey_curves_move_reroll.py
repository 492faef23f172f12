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

T = TypeVar("T", bound="DiceyCurvesMoveReroll")


@_attrs_define
class DiceyCurvesMoveReroll:
    """Pay a chip: roll again the in-play dice at these indices (ascending).

    Attributes:
        dice (list[int]):
        type_ (Literal['reroll']):
    """

    dice: list[int]
    type_: Literal["reroll"]

    def to_dict(self) -> dict[str, Any]:
        dice = self.dice

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dice": dice,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        dice = cast(list[int], d.pop("dice"))

        type_ = cast(Literal["reroll"], d.pop("type"))
        if type_ != "reroll":
            raise ValueError(f"type must match const 'reroll', got '{type_}'")

        dicey_curves_move_reroll = cls(
            dice=dice,
            type_=type_,
        )

        return dicey_curves_move_reroll
