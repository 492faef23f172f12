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

T = TypeVar("T", bound="DcDashEventPawnMoved")


@_attrs_define
class DcDashEventPawnMoved:
    """
    Attributes:
        came_from (str):
        seat (int):
        station (str):
        type_ (Literal['pawn_moved']):
    """

    came_from: str
    seat: int
    station: str
    type_: Literal["pawn_moved"]

    def to_dict(self) -> dict[str, Any]:
        came_from = self.came_from

        seat = self.seat

        station = self.station

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "came_from": came_from,
                "seat": seat,
                "station": station,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        came_from = d.pop("came_from")

        seat = d.pop("seat")

        station = d.pop("station")

        type_ = cast(Literal["pawn_moved"], d.pop("type"))
        if type_ != "pawn_moved":
            raise ValueError(f"type must match const 'pawn_moved', got '{type_}'")

        dc_dash_event_pawn_moved = cls(
            came_from=came_from,
            seat=seat,
            station=station,
            type_=type_,
        )

        return dc_dash_event_pawn_moved
