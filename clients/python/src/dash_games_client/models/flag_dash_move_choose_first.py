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

T = TypeVar("T", bound="FlagDashMoveChooseFirst")


@_attrs_define
class FlagDashMoveChooseFirst:
    """Two hands of one team tied for priority: the team picks which moves first.

    Attributes:
        hand (int):
        type_ (Literal['choose_first']):
    """

    hand: int
    type_: Literal["choose_first"]

    def to_dict(self) -> dict[str, Any]:
        hand = self.hand

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hand = d.pop("hand")

        type_ = cast(Literal["choose_first"], d.pop("type"))
        if type_ != "choose_first":
            raise ValueError(f"type must match const 'choose_first', got '{type_}'")

        flag_dash_move_choose_first = cls(
            hand=hand,
            type_=type_,
        )

        return flag_dash_move_choose_first
