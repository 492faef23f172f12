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

T = TypeVar("T", bound="DcDashEventDisruptionEnded")


@_attrs_define
class DcDashEventDisruptionEnded:
    """
    Attributes:
        disruption (str):
        station (str):
        type_ (Literal['disruption_ended']):
    """

    disruption: str
    station: str
    type_: Literal["disruption_ended"]

    def to_dict(self) -> dict[str, Any]:
        disruption = self.disruption

        station = self.station

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "disruption": disruption,
                "station": station,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        disruption = d.pop("disruption")

        station = d.pop("station")

        type_ = cast(Literal["disruption_ended"], d.pop("type"))
        if type_ != "disruption_ended":
            raise ValueError(f"type must match const 'disruption_ended', got '{type_}'")

        dc_dash_event_disruption_ended = cls(
            disruption=disruption,
            station=station,
            type_=type_,
        )

        return dc_dash_event_disruption_ended
