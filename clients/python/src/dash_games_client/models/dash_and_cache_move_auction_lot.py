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

T = TypeVar("T", bound="DashAndCacheMoveAuctionLot")


@_attrs_define
class DashAndCacheMoveAuctionLot:
    """Choose the junk-pile item to auction, or donate one from your cache if the pile is empty.

    Attributes:
        item (str):
        type_ (Literal['auction_lot']):
    """

    item: str
    type_: Literal["auction_lot"]

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

        type_ = cast(Literal["auction_lot"], d.pop("type"))
        if type_ != "auction_lot":
            raise ValueError(f"type must match const 'auction_lot', got '{type_}'")

        dash_and_cache_move_auction_lot = cls(
            item=item,
            type_=type_,
        )

        return dash_and_cache_move_auction_lot
