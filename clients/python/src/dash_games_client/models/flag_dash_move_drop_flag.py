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

T = TypeVar("T", bound="FlagDashMoveDropFlag")


@_attrs_define
class FlagDashMoveDropFlag:
    """Put the carried team flag down on the adjacent, empty ``square``.

    Attributes:
        square (str):
        type_ (Literal['drop_flag']):
    """

    square: str
    type_: Literal["drop_flag"]

    def to_dict(self) -> dict[str, Any]:
        square = self.square

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "square": square,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        square = d.pop("square")

        type_ = cast(Literal["drop_flag"], d.pop("type"))
        if type_ != "drop_flag":
            raise ValueError(f"type must match const 'drop_flag', got '{type_}'")

        flag_dash_move_drop_flag = cls(
            square=square,
            type_=type_,
        )

        return flag_dash_move_drop_flag
