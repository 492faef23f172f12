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

T = TypeVar("T", bound="DashAndCacheEventGrabbed")


@_attrs_define
class DashAndCacheEventGrabbed:
    """The opening grab: the seat took an item from the table.

    Attributes:
        item (str):
        seat (int):
        type_ (Literal['grabbed']):
    """

    item: str
    seat: int
    type_: Literal["grabbed"]

    def to_dict(self) -> dict[str, Any]:
        item = self.item

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "item": item,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        item = d.pop("item")

        seat = d.pop("seat")

        type_ = cast(Literal["grabbed"], d.pop("type"))
        if type_ != "grabbed":
            raise ValueError(f"type must match const 'grabbed', got '{type_}'")

        dash_and_cache_event_grabbed = cls(
            item=item,
            seat=seat,
            type_=type_,
        )

        return dash_and_cache_event_grabbed
