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

T = TypeVar("T", bound="DashAndCacheEventTradeOpened")


@_attrs_define
class DashAndCacheEventTradeOpened:
    """
    Attributes:
        partner (int):
        seat (int):
        timekeeper (int | None):
        type_ (Literal['trade_opened']):
    """

    partner: int
    seat: int
    timekeeper: int | None
    type_: Literal["trade_opened"]

    def to_dict(self) -> dict[str, Any]:
        partner = self.partner

        seat = self.seat

        timekeeper: int | None
        timekeeper = self.timekeeper

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "partner": partner,
                "seat": seat,
                "timekeeper": timekeeper,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        partner = d.pop("partner")

        seat = d.pop("seat")

        def _parse_timekeeper(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        timekeeper = _parse_timekeeper(d.pop("timekeeper"))

        type_ = cast(Literal["trade_opened"], d.pop("type"))
        if type_ != "trade_opened":
            raise ValueError(f"type must match const 'trade_opened', got '{type_}'")

        dash_and_cache_event_trade_opened = cls(
            partner=partner,
            seat=seat,
            timekeeper=timekeeper,
            type_=type_,
        )

        return dash_and_cache_event_trade_opened
