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

T = TypeVar("T", bound="DcDashEventStationVisited")


@_attrs_define
class DcDashEventStationVisited:
    """
    Attributes:
        seat (int):
        station (str):
        type_ (Literal['station_visited']):
    """

    seat: int
    station: str
    type_: Literal["station_visited"]

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

        type_ = cast(Literal["station_visited"], d.pop("type"))
        if type_ != "station_visited":
            raise ValueError(f"type must match const 'station_visited', got '{type_}'")

        dc_dash_event_station_visited = cls(
            seat=seat,
            station=station,
            type_=type_,
        )

        return dc_dash_event_station_visited
