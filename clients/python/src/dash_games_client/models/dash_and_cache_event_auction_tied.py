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

T = TypeVar("T", bound="DashAndCacheEventAuctionTied")


@_attrs_define
class DashAndCacheEventAuctionTied:
    """
    Attributes:
        seats (list[int]):
        type_ (Literal['auction_tied']):
    """

    seats: list[int]
    type_: Literal["auction_tied"]

    def to_dict(self) -> dict[str, Any]:
        seats = self.seats

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seats = cast(list[int], d.pop("seats"))

        type_ = cast(Literal["auction_tied"], d.pop("type"))
        if type_ != "auction_tied":
            raise ValueError(f"type must match const 'auction_tied', got '{type_}'")

        dash_and_cache_event_auction_tied = cls(
            seats=seats,
            type_=type_,
        )

        return dash_and_cache_event_auction_tied
