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

T = TypeVar("T", bound="DashAndCacheEventAuctionWon")


@_attrs_define
class DashAndCacheEventAuctionWon:
    """
    Attributes:
        lot (str):
        paid (list[str]):
        seat (int):
        type_ (Literal['auction_won']):
    """

    lot: str
    paid: list[str]
    seat: int
    type_: Literal["auction_won"]

    def to_dict(self) -> dict[str, Any]:
        lot = self.lot

        paid = self.paid

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "lot": lot,
                "paid": paid,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        lot = d.pop("lot")

        paid = cast(list[str], d.pop("paid"))

        seat = d.pop("seat")

        type_ = cast(Literal["auction_won"], d.pop("type"))
        if type_ != "auction_won":
            raise ValueError(f"type must match const 'auction_won', got '{type_}'")

        dash_and_cache_event_auction_won = cls(
            lot=lot,
            paid=paid,
            seat=seat,
            type_=type_,
        )

        return dash_and_cache_event_auction_won
