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

T = TypeVar("T", bound="TableEventSeatLeft")


@_attrs_define
class TableEventSeatLeft:
    """A player left an open seat before the game started.

    Attributes:
        seat (int):
        type_ (Literal['seat_left']):
    """

    seat: int
    type_: Literal["seat_left"]

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

        type_ = cast(Literal["seat_left"], d.pop("type"))
        if type_ != "seat_left":
            raise ValueError(f"type must match const 'seat_left', got '{type_}'")

        table_event_seat_left = cls(
            seat=seat,
            type_=type_,
        )

        return table_event_seat_left
