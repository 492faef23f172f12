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

T = TypeVar("T", bound="DoubleDashEventSeatResigned")


@_attrs_define
class DoubleDashEventSeatResigned:
    """The seat resigned: in Double Dash! it forfeits the game.

    Attributes:
        seat (int):
        type_ (Literal['seat_resigned']):
    """

    seat: int
    type_: Literal["seat_resigned"]

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

        type_ = cast(Literal["seat_resigned"], d.pop("type"))
        if type_ != "seat_resigned":
            raise ValueError(f"type must match const 'seat_resigned', got '{type_}'")

        double_dash_event_seat_resigned = cls(
            seat=seat,
            type_=type_,
        )

        return double_dash_event_seat_resigned
