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

T = TypeVar("T", bound="FlagDashMoveGiveFlag")


@_attrs_define
class FlagDashMoveGiveFlag:
    """Hand the carried team flag to the adjacent teammate ``to``.

    Attributes:
        to (str):
        type_ (Literal['give_flag']):
    """

    to: str
    type_: Literal["give_flag"]

    def to_dict(self) -> dict[str, Any]:
        to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        to = d.pop("to")

        type_ = cast(Literal["give_flag"], d.pop("type"))
        if type_ != "give_flag":
            raise ValueError(f"type must match const 'give_flag', got '{type_}'")

        flag_dash_move_give_flag = cls(
            to=to,
            type_=type_,
        )

        return flag_dash_move_give_flag
