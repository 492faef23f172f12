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

T = TypeVar("T", bound="DiceyCurvesEventDiceRolled")


@_attrs_define
class DiceyCurvesEventDiceRolled:
    """The turn's opening roll: each die's value and colour, in order.

    Attributes:
        colors (list[str]):
        dice (list[int]):
        seat (int):
        type_ (Literal['dice_rolled']):
    """

    colors: list[str]
    dice: list[int]
    seat: int
    type_: Literal["dice_rolled"]

    def to_dict(self) -> dict[str, Any]:
        colors = self.colors

        dice = self.dice

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colors": colors,
                "dice": dice,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        colors = cast(list[str], d.pop("colors"))

        dice = cast(list[int], d.pop("dice"))

        seat = d.pop("seat")

        type_ = cast(Literal["dice_rolled"], d.pop("type"))
        if type_ != "dice_rolled":
            raise ValueError(f"type must match const 'dice_rolled', got '{type_}'")

        dicey_curves_event_dice_rolled = cls(
            colors=colors,
            dice=dice,
            seat=seat,
            type_=type_,
        )

        return dicey_curves_event_dice_rolled
