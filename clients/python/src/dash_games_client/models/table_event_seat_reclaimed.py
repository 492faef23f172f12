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

T = TypeVar("T", bound="TableEventSeatReclaimed")


@_attrs_define
class TableEventSeatReclaimed:
    """A player took back the seat the clock had handed to a bot.

    Attributes:
        seat (int):
        type_ (Literal['seat_reclaimed']):
    """

    seat: int
    type_: Literal["seat_reclaimed"]

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

        type_ = cast(Literal["seat_reclaimed"], d.pop("type"))
        if type_ != "seat_reclaimed":
            raise ValueError(f"type must match const 'seat_reclaimed', got '{type_}'")

        table_event_seat_reclaimed = cls(
            seat=seat,
            type_=type_,
        )

        return table_event_seat_reclaimed
