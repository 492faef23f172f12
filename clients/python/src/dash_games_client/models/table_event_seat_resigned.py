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

T = TypeVar("T", bound="TableEventSeatResigned")


@_attrs_define
class TableEventSeatResigned:
    """The seat's player resigned; the game's bot at ``bot_level`` plays on in it.

    Attributes:
        bot_level (str):
        seat (int):
        type_ (Literal['seat_resigned']):
    """

    bot_level: str
    seat: int
    type_: Literal["seat_resigned"]

    def to_dict(self) -> dict[str, Any]:
        bot_level = self.bot_level

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot_level": bot_level,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bot_level = d.pop("bot_level")

        seat = d.pop("seat")

        type_ = cast(Literal["seat_resigned"], d.pop("type"))
        if type_ != "seat_resigned":
            raise ValueError(f"type must match const 'seat_resigned', got '{type_}'")

        table_event_seat_resigned = cls(
            bot_level=bot_level,
            seat=seat,
            type_=type_,
        )

        return table_event_seat_resigned
