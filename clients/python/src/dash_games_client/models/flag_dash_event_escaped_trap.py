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

T = TypeVar("T", bound="FlagDashEventEscapedTrap")


@_attrs_define
class FlagDashEventEscapedTrap:
    """
    Attributes:
        character (str):
        type_ (Literal['escaped_trap']):
    """

    character: str
    type_: Literal["escaped_trap"]

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "character": character,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character = d.pop("character")

        type_ = cast(Literal["escaped_trap"], d.pop("type"))
        if type_ != "escaped_trap":
            raise ValueError(f"type must match const 'escaped_trap', got '{type_}'")

        flag_dash_event_escaped_trap = cls(
            character=character,
            type_=type_,
        )

        return flag_dash_event_escaped_trap
