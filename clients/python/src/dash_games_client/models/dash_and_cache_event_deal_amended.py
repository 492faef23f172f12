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

T = TypeVar("T", bound="DashAndCacheEventDealAmended")


@_attrs_define
class DashAndCacheEventDealAmended:
    """
    Attributes:
        asked (list[str]):
        offered (list[str]):
        seat (int):
        type_ (Literal['deal_amended']):
    """

    asked: list[str]
    offered: list[str]
    seat: int
    type_: Literal["deal_amended"]

    def to_dict(self) -> dict[str, Any]:
        asked = self.asked

        offered = self.offered

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "asked": asked,
                "offered": offered,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        asked = cast(list[str], d.pop("asked"))

        offered = cast(list[str], d.pop("offered"))

        seat = d.pop("seat")

        type_ = cast(Literal["deal_amended"], d.pop("type"))
        if type_ != "deal_amended":
            raise ValueError(f"type must match const 'deal_amended', got '{type_}'")

        dash_and_cache_event_deal_amended = cls(
            asked=asked,
            offered=offered,
            seat=seat,
            type_=type_,
        )

        return dash_and_cache_event_deal_amended
