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

T = TypeVar("T", bound="FlagDashMoveCollectFlag")


@_attrs_define
class FlagDashMoveCollectFlag:
    """Take one character flag from an adjacent opponent's card.

    Attributes:
        opponent (str):
        type_ (Literal['collect_flag']):
    """

    opponent: str
    type_: Literal["collect_flag"]

    def to_dict(self) -> dict[str, Any]:
        opponent = self.opponent

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "opponent": opponent,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        opponent = d.pop("opponent")

        type_ = cast(Literal["collect_flag"], d.pop("type"))
        if type_ != "collect_flag":
            raise ValueError(f"type must match const 'collect_flag', got '{type_}'")

        flag_dash_move_collect_flag = cls(
            opponent=opponent,
            type_=type_,
        )

        return flag_dash_move_collect_flag
