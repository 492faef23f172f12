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

T = TypeVar("T", bound="TableEventSeatTaken")


@_attrs_define
class TableEventSeatTaken:
    """A player took an open seat (``player``: their name).

    Attributes:
        player (str):
        seat (int):
        type_ (Literal['seat_taken']):
    """

    player: str
    seat: int
    type_: Literal["seat_taken"]

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        player = d.pop("player")

        seat = d.pop("seat")

        type_ = cast(Literal["seat_taken"], d.pop("type"))
        if type_ != "seat_taken":
            raise ValueError(f"type must match const 'seat_taken', got '{type_}'")

        table_event_seat_taken = cls(
            player=player,
            seat=seat,
            type_=type_,
        )

        return table_event_seat_taken
