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

T = TypeVar("T", bound="DcDashEventStayed")


@_attrs_define
class DcDashEventStayed:
    """
    Attributes:
        seat (int):
        station (str):
        type_ (Literal['stayed']):
    """

    seat: int
    station: str
    type_: Literal["stayed"]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        station = self.station

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "station": station,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        station = d.pop("station")

        type_ = cast(Literal["stayed"], d.pop("type"))
        if type_ != "stayed":
            raise ValueError(f"type must match const 'stayed', got '{type_}'")

        dc_dash_event_stayed = cls(
            seat=seat,
            station=station,
            type_=type_,
        )

        return dc_dash_event_stayed
