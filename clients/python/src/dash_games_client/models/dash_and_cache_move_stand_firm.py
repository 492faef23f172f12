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

T = TypeVar("T", bound="DashAndCacheMoveStandFirm")


@_attrs_define
class DashAndCacheMoveStandFirm:
    """Make no further change and wait for the other side; when both sides stand firm without a handshake the trade has
    failed.

        Attributes:
            type_ (Literal['stand_firm']):
    """

    type_: Literal["stand_firm"]

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
        type_ = cast(Literal["stand_firm"], d.pop("type"))
        if type_ != "stand_firm":
            raise ValueError(f"type must match const 'stand_firm', got '{type_}'")

        dash_and_cache_move_stand_firm = cls(
            type_=type_,
        )

        return dash_and_cache_move_stand_firm
