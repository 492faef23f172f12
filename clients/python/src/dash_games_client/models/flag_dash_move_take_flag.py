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

T = TypeVar("T", bound="FlagDashMoveTakeFlag")


@_attrs_define
class FlagDashMoveTakeFlag:
    """A runner takes the opposing team flag from an adjacent square or teammate.

    Attributes:
        type_ (Literal['take_flag']):
    """

    type_: Literal["take_flag"]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["take_flag"], d.pop("type"))
        if type_ != "take_flag":
            raise ValueError(f"type must match const 'take_flag', got '{type_}'")

        flag_dash_move_take_flag = cls(
            type_=type_,
        )

        return flag_dash_move_take_flag
