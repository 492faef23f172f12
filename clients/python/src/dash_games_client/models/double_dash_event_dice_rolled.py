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

T = TypeVar("T", bound="DoubleDashEventDiceRolled")


@_attrs_define
class DoubleDashEventDiceRolled:
    """A turn's dice, rolled for the seat whose turn it now is (one die on turns 1 and 2).

    Attributes:
        dice (list[int]):
        seat (int):
        turn (int):
        type_ (Literal['dice_rolled']):
    """

    dice: list[int]
    seat: int
    turn: int
    type_: Literal["dice_rolled"]

    def to_dict(self) -> dict[str, Any]:
        dice = self.dice

        seat = self.seat

        turn = self.turn

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dice": dice,
                "seat": seat,
                "turn": turn,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        dice = cast(list[int], d.pop("dice"))

        seat = d.pop("seat")

        turn = d.pop("turn")

        type_ = cast(Literal["dice_rolled"], d.pop("type"))
        if type_ != "dice_rolled":
            raise ValueError(f"type must match const 'dice_rolled', got '{type_}'")

        double_dash_event_dice_rolled = cls(
            dice=dice,
            seat=seat,
            turn=turn,
            type_=type_,
        )

        return double_dash_event_dice_rolled
