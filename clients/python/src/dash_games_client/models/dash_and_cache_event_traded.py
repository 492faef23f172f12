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

T = TypeVar("T", bound="DashAndCacheEventTraded")


@_attrs_define
class DashAndCacheEventTraded:
    """
    Attributes:
        gave (list[str]):
        got (list[str]):
        partner (int):
        seat (int):
        type_ (Literal['traded']):
    """

    gave: list[str]
    got: list[str]
    partner: int
    seat: int
    type_: Literal["traded"]

    def to_dict(self) -> dict[str, Any]:
        gave = self.gave

        got = self.got

        partner = self.partner

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "gave": gave,
                "got": got,
                "partner": partner,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        gave = cast(list[str], d.pop("gave"))

        got = cast(list[str], d.pop("got"))

        partner = d.pop("partner")

        seat = d.pop("seat")

        type_ = cast(Literal["traded"], d.pop("type"))
        if type_ != "traded":
            raise ValueError(f"type must match const 'traded', got '{type_}'")

        dash_and_cache_event_traded = cls(
            gave=gave,
            got=got,
            partner=partner,
            seat=seat,
            type_=type_,
        )

        return dash_and_cache_event_traded
