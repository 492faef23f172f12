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

T = TypeVar("T", bound="DashAndCacheEventAuctionUnsold")


@_attrs_define
class DashAndCacheEventAuctionUnsold:
    """
    Attributes:
        lot (str):
        seat (int):
        type_ (Literal['auction_unsold']):
    """

    lot: str
    seat: int
    type_: Literal["auction_unsold"]

    def to_dict(self) -> dict[str, Any]:
        lot = self.lot

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "lot": lot,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        lot = d.pop("lot")

        seat = d.pop("seat")

        type_ = cast(Literal["auction_unsold"], d.pop("type"))
        if type_ != "auction_unsold":
            raise ValueError(f"type must match const 'auction_unsold', got '{type_}'")

        dash_and_cache_event_auction_unsold = cls(
            lot=lot,
            seat=seat,
            type_=type_,
        )

        return dash_and_cache_event_auction_unsold
