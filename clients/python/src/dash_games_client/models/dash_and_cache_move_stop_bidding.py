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

T = TypeVar("T", bound="DashAndCacheMoveStopBidding")


@_attrs_define
class DashAndCacheMoveStopBidding:
    """Bid no more in this auction; it closes once every bidder has stopped.

    Attributes:
        type_ (Literal['stop_bidding']):
    """

    type_: Literal["stop_bidding"]

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
        type_ = cast(Literal["stop_bidding"], d.pop("type"))
        if type_ != "stop_bidding":
            raise ValueError(f"type must match const 'stop_bidding', got '{type_}'")

        dash_and_cache_move_stop_bidding = cls(
            type_=type_,
        )

        return dash_and_cache_move_stop_bidding
