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

T = TypeVar("T", bound="DashAndCacheEventHandOffered")


@_attrs_define
class DashAndCacheEventHandOffered:
    """The seat offered to shake hands on the deal as it stands.

    Attributes:
        seat (int):
        type_ (Literal['hand_offered']):
    """

    seat: int
    type_: Literal["hand_offered"]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = cast(Literal["hand_offered"], d.pop("type"))
        if type_ != "hand_offered":
            raise ValueError(f"type must match const 'hand_offered', got '{type_}'")

        dash_and_cache_event_hand_offered = cls(
            seat=seat,
            type_=type_,
        )

        return dash_and_cache_event_hand_offered
