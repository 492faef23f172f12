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

if TYPE_CHECKING:
    from ..models.dash_and_cache_auction_tie_bids import DashAndCacheAuctionTieBids


T = TypeVar("T", bound="DashAndCacheAuctionTie")


@_attrs_define
class DashAndCacheAuctionTie:
    """
    Attributes:
        bids (DashAndCacheAuctionTieBids):
        lot (str):
        name (Literal['auction_tie']):
        tied (list[int]):
    """

    bids: DashAndCacheAuctionTieBids
    lot: str
    name: Literal["auction_tie"]
    tied: list[int]

    def to_dict(self) -> dict[str, Any]:
        bids = self.bids.to_dict()

        lot = self.lot

        name = self.name

        tied = self.tied

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bids": bids,
                "lot": lot,
                "name": name,
                "tied": tied,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dash_and_cache_auction_tie_bids import DashAndCacheAuctionTieBids

        d = dict(src_dict)
        bids = DashAndCacheAuctionTieBids.from_dict(d.pop("bids"))

        lot = d.pop("lot")

        name = cast(Literal["auction_tie"], d.pop("name"))
        if name != "auction_tie":
            raise ValueError(f"name must match const 'auction_tie', got '{name}'")

        tied = cast(list[int], d.pop("tied"))

        dash_and_cache_auction_tie = cls(
            bids=bids,
            lot=lot,
            name=name,
            tied=tied,
        )

        return dash_and_cache_auction_tie
