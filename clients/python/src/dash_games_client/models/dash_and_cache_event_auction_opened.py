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

T = TypeVar("T", bound="DashAndCacheEventAuctionOpened")


@_attrs_define
class DashAndCacheEventAuctionOpened:
    """``donated``: the lot came from the seat's own items.

    Attributes:
        donated (bool):
        lot (str):
        seat (int):
        type_ (Literal['auction_opened']):
    """

    donated: bool
    lot: str
    seat: int
    type_: Literal["auction_opened"]

    def to_dict(self) -> dict[str, Any]:
        donated = self.donated

        lot = self.lot

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "donated": donated,
                "lot": lot,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        donated = d.pop("donated")

        lot = d.pop("lot")

        seat = d.pop("seat")

        type_ = cast(Literal["auction_opened"], d.pop("type"))
        if type_ != "auction_opened":
            raise ValueError(f"type must match const 'auction_opened', got '{type_}'")

        dash_and_cache_event_auction_opened = cls(
            donated=donated,
            lot=lot,
            seat=seat,
            type_=type_,
        )

        return dash_and_cache_event_auction_opened
