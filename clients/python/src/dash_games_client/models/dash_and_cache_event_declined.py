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

T = TypeVar("T", bound="DashAndCacheEventDeclined")


@_attrs_define
class DashAndCacheEventDeclined:
    """The seat declined its action.

    Attributes:
        seat (int):
        type_ (Literal['declined']):
    """

    seat: int
    type_: Literal["declined"]

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

        type_ = cast(Literal["declined"], d.pop("type"))
        if type_ != "declined":
            raise ValueError(f"type must match const 'declined', got '{type_}'")

        dash_and_cache_event_declined = cls(
            seat=seat,
            type_=type_,
        )

        return dash_and_cache_event_declined
