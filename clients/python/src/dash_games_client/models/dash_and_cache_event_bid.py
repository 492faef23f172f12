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

T = TypeVar("T", bound="DashAndCacheEventBid")


@_attrs_define
class DashAndCacheEventBid:
    """
    Attributes:
        items (list[str]):
        seat (int):
        type_ (Literal['bid']):
    """

    items: list[str]
    seat: int
    type_: Literal["bid"]

    def to_dict(self) -> dict[str, Any]:
        items = self.items

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "items": items,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        items = cast(list[str], d.pop("items"))

        seat = d.pop("seat")

        type_ = cast(Literal["bid"], d.pop("type"))
        if type_ != "bid":
            raise ValueError(f"type must match const 'bid', got '{type_}'")

        dash_and_cache_event_bid = cls(
            items=items,
            seat=seat,
            type_=type_,
        )

        return dash_and_cache_event_bid
