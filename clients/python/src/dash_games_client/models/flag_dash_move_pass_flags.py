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

T = TypeVar("T", bound="FlagDashMovePassFlags")


@_attrs_define
class FlagDashMovePassFlags:
    """Basic 2-player game: hand character flags to your other, adjacent runner.

    Attributes:
        flags (list[str]):
        to (str):
        type_ (Literal['pass_flags']):
    """

    flags: list[str]
    to: str
    type_: Literal["pass_flags"]

    def to_dict(self) -> dict[str, Any]:
        flags = self.flags

        to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "flags": flags,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        flags = cast(list[str], d.pop("flags"))

        to = d.pop("to")

        type_ = cast(Literal["pass_flags"], d.pop("type"))
        if type_ != "pass_flags":
            raise ValueError(f"type must match const 'pass_flags', got '{type_}'")

        flag_dash_move_pass_flags = cls(
            flags=flags,
            to=to,
            type_=type_,
        )

        return flag_dash_move_pass_flags
