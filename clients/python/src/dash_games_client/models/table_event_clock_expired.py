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

from ..models.table_event_clock_expired_on_expiry import TableEventClockExpiredOnExpiry
from ..types import UNSET, Unset

T = TypeVar("T", bound="TableEventClockExpired")


@_attrs_define
class TableEventClockExpired:
    """A seat ran out of time: it forfeits, or a bot (``bot_level``) takes the seat over.

    Attributes:
        on_expiry (TableEventClockExpiredOnExpiry):
        seat (int):
        type_ (Literal['clock_expired']):
        bot_level (None | str | Unset):
    """

    on_expiry: TableEventClockExpiredOnExpiry
    seat: int
    type_: Literal["clock_expired"]
    bot_level: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        on_expiry = self.on_expiry.value

        seat = self.seat

        type_ = self.type_

        bot_level: None | str | Unset
        if isinstance(self.bot_level, Unset):
            bot_level = UNSET
        else:
            bot_level = self.bot_level

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "on_expiry": on_expiry,
                "seat": seat,
                "type": type_,
            }
        )
        if bot_level is not UNSET:
            field_dict["bot_level"] = bot_level

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        on_expiry = TableEventClockExpiredOnExpiry(d.pop("on_expiry"))

        seat = d.pop("seat")

        type_ = cast(Literal["clock_expired"], d.pop("type"))
        if type_ != "clock_expired":
            raise ValueError(f"type must match const 'clock_expired', got '{type_}'")

        def _parse_bot_level(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bot_level = _parse_bot_level(d.pop("bot_level", UNSET))

        table_event_clock_expired = cls(
            on_expiry=on_expiry,
            seat=seat,
            type_=type_,
            bot_level=bot_level,
        )

        return table_event_clock_expired
