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

T = TypeVar("T", bound="DashAndCacheEventClaimed")


@_attrs_define
class DashAndCacheEventClaimed:
    """The seat claimed ``item`` fits goal ``card``.

    Attributes:
        card (str):
        item (str):
        seat (int):
        type_ (Literal['claimed']):
    """

    card: str
    item: str
    seat: int
    type_: Literal["claimed"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        item = self.item

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "item": item,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        item = d.pop("item")

        seat = d.pop("seat")

        type_ = cast(Literal["claimed"], d.pop("type"))
        if type_ != "claimed":
            raise ValueError(f"type must match const 'claimed', got '{type_}'")

        dash_and_cache_event_claimed = cls(
            card=card,
            item=item,
            seat=seat,
            type_=type_,
        )

        return dash_and_cache_event_claimed
