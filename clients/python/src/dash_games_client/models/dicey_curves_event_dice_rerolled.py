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

T = TypeVar("T", bound="DiceyCurvesEventDiceRerolled")


@_attrs_define
class DiceyCurvesEventDiceRerolled:
    """Dice rolled again (``rerolled``: their indices), and every die after it.

    Attributes:
        colors (list[str]):
        dice (list[int]):
        rerolled (list[int]):
        seat (int):
        type_ (Literal['dice_rerolled']):
    """

    colors: list[str]
    dice: list[int]
    rerolled: list[int]
    seat: int
    type_: Literal["dice_rerolled"]

    def to_dict(self) -> dict[str, Any]:
        colors = self.colors

        dice = self.dice

        rerolled = self.rerolled

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colors": colors,
                "dice": dice,
                "rerolled": rerolled,
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

        rerolled = cast(list[int], d.pop("rerolled"))

        seat = d.pop("seat")

        type_ = cast(Literal["dice_rerolled"], d.pop("type"))
        if type_ != "dice_rerolled":
            raise ValueError(f"type must match const 'dice_rerolled', got '{type_}'")

        dicey_curves_event_dice_rerolled = cls(
            colors=colors,
            dice=dice,
            rerolled=rerolled,
            seat=seat,
            type_=type_,
        )

        return dicey_curves_event_dice_rerolled
