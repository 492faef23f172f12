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

T = TypeVar("T", bound="DashAndCacheEventTieBroken")


@_attrs_define
class DashAndCacheEventTieBroken:
    """The auctioneer (``seat``) broke a tie for ``winner``.

    Attributes:
        seat (int):
        type_ (Literal['tie_broken']):
        winner (int):
    """

    seat: int
    type_: Literal["tie_broken"]
    winner: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_

        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = cast(Literal["tie_broken"], d.pop("type"))
        if type_ != "tie_broken":
            raise ValueError(f"type must match const 'tie_broken', got '{type_}'")

        winner = d.pop("winner")

        dash_and_cache_event_tie_broken = cls(
            seat=seat,
            type_=type_,
            winner=winner,
        )

        return dash_and_cache_event_tie_broken
