from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dash_and_cache_auction_bids import DashAndCacheAuctionBids


T = TypeVar("T", bound="DashAndCacheAuction")


@_attrs_define
class DashAndCacheAuction:
    """
    Attributes:
        bids (DashAndCacheAuctionBids):
        lot (str):
        name (Literal['auction']):
        stopped (list[int] | Unset):
    """

    bids: DashAndCacheAuctionBids
    lot: str
    name: Literal["auction"]
    stopped: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bids = self.bids.to_dict()

        lot = self.lot

        name = self.name

        stopped: list[int] | Unset = UNSET
        if not isinstance(self.stopped, Unset):
            stopped = self.stopped

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bids": bids,
                "lot": lot,
                "name": name,
            }
        )
        if stopped is not UNSET:
            field_dict["stopped"] = stopped

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dash_and_cache_auction_bids import DashAndCacheAuctionBids

        d = dict(src_dict)
        bids = DashAndCacheAuctionBids.from_dict(d.pop("bids"))

        lot = d.pop("lot")

        name = cast(Literal["auction"], d.pop("name"))
        if name != "auction":
            raise ValueError(f"name must match const 'auction', got '{name}'")

        stopped = cast(list[int], d.pop("stopped", UNSET))

        dash_and_cache_auction = cls(
            bids=bids,
            lot=lot,
            name=name,
            stopped=stopped,
        )

        return dash_and_cache_auction
