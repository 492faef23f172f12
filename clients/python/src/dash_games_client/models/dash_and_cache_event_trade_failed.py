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

T = TypeVar("T", bound="DashAndCacheEventTradeFailed")


@_attrs_define
class DashAndCacheEventTradeFailed:
    """
    Attributes:
        partner (int):
        seat (int):
        type_ (Literal['trade_failed']):
    """

    partner: int
    seat: int
    type_: Literal["trade_failed"]

    def to_dict(self) -> dict[str, Any]:
        partner = self.partner

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "partner": partner,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        partner = d.pop("partner")

        seat = d.pop("seat")

        type_ = cast(Literal["trade_failed"], d.pop("type"))
        if type_ != "trade_failed":
            raise ValueError(f"type must match const 'trade_failed', got '{type_}'")

        dash_and_cache_event_trade_failed = cls(
            partner=partner,
            seat=seat,
            type_=type_,
        )

        return dash_and_cache_event_trade_failed
