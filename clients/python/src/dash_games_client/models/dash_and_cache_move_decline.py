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

T = TypeVar("T", bound="DashAndCacheMoveDecline")


@_attrs_define
class DashAndCacheMoveDecline:
    """Do without an optional steal or switch.

    Attributes:
        type_ (Literal['decline']):
    """

    type_: Literal["decline"]

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
        type_ = cast(Literal["decline"], d.pop("type"))
        if type_ != "decline":
            raise ValueError(f"type must match const 'decline', got '{type_}'")

        dash_and_cache_move_decline = cls(
            type_=type_,
        )

        return dash_and_cache_move_decline
