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

T = TypeVar("T", bound="FlagDashMoveReady")


@_attrs_define
class FlagDashMoveReady:
    """Secret set-up: your team's half is arranged; the round starts when both are.

    Attributes:
        type_ (Literal['ready']):
    """

    type_: Literal["ready"]

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
        type_ = cast(Literal["ready"], d.pop("type"))
        if type_ != "ready":
            raise ValueError(f"type must match const 'ready', got '{type_}'")

        flag_dash_move_ready = cls(
            type_=type_,
        )

        return flag_dash_move_ready
