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

T = TypeVar("T", bound="DashAndCacheMoveTakeCommission")


@_attrs_define
class DashAndCacheMoveTakeCommission:
    """As the auctioneer, keep ``item`` of the winning bid as your commission.

    Attributes:
        item (str):
        type_ (Literal['take_commission']):
    """

    item: str
    type_: Literal["take_commission"]

    def to_dict(self) -> dict[str, Any]:
        item = self.item

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "item": item,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        item = d.pop("item")

        type_ = cast(Literal["take_commission"], d.pop("type"))
        if type_ != "take_commission":
            raise ValueError(f"type must match const 'take_commission', got '{type_}'")

        dash_and_cache_move_take_commission = cls(
            item=item,
            type_=type_,
        )

        return dash_and_cache_move_take_commission
