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

T = TypeVar("T", bound="DashAndCacheEventStolen")


@_attrs_define
class DashAndCacheEventStolen:
    """
    Attributes:
        item (str):
        seat (int):
        type_ (Literal['stolen']):
        victim (int):
    """

    item: str
    seat: int
    type_: Literal["stolen"]
    victim: int

    def to_dict(self) -> dict[str, Any]:
        item = self.item

        seat = self.seat

        type_ = self.type_

        victim = self.victim

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "item": item,
                "seat": seat,
                "type": type_,
                "victim": victim,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        item = d.pop("item")

        seat = d.pop("seat")

        type_ = cast(Literal["stolen"], d.pop("type"))
        if type_ != "stolen":
            raise ValueError(f"type must match const 'stolen', got '{type_}'")

        victim = d.pop("victim")

        dash_and_cache_event_stolen = cls(
            item=item,
            seat=seat,
            type_=type_,
            victim=victim,
        )

        return dash_and_cache_event_stolen
