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

from ..types import UNSET, Unset

T = TypeVar("T", bound="DashAndCacheCommission")


@_attrs_define
class DashAndCacheCommission:
    """The winning bid went to the junk pile; the auctioneer keeps one item of it. ``winner`` got the lot first, so their
    cache is checked first when the auction is over.

        Attributes:
            name (Literal['commission']):
            offered (list[str]):
            winner (int | None | Unset):
    """

    name: Literal["commission"]
    offered: list[str]
    winner: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        offered = self.offered

        winner: int | None | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "offered": offered,
            }
        )
        if winner is not UNSET:
            field_dict["winner"] = winner

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = cast(Literal["commission"], d.pop("name"))
        if name != "commission":
            raise ValueError(f"name must match const 'commission', got '{name}'")

        offered = cast(list[str], d.pop("offered"))

        def _parse_winner(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        dash_and_cache_commission = cls(
            name=name,
            offered=offered,
            winner=winner,
        )

        return dash_and_cache_commission
