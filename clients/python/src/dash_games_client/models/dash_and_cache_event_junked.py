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

from ..models.dash_and_cache_event_junked_reason import DashAndCacheEventJunkedReason

T = TypeVar("T", bound="DashAndCacheEventJunked")


@_attrs_define
class DashAndCacheEventJunked:
    """An item went to the junk pile, and why.

    Attributes:
        item (str):
        reason (DashAndCacheEventJunkedReason):
        seat (int):
        type_ (Literal['junked']):
    """

    item: str
    reason: DashAndCacheEventJunkedReason
    seat: int
    type_: Literal["junked"]

    def to_dict(self) -> dict[str, Any]:
        item = self.item

        reason = self.reason.value

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "item": item,
                "reason": reason,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        item = d.pop("item")

        reason = DashAndCacheEventJunkedReason(d.pop("reason"))

        seat = d.pop("seat")

        type_ = cast(Literal["junked"], d.pop("type"))
        if type_ != "junked":
            raise ValueError(f"type must match const 'junked', got '{type_}'")

        dash_and_cache_event_junked = cls(
            item=item,
            reason=reason,
            seat=seat,
            type_=type_,
        )

        return dash_and_cache_event_junked
