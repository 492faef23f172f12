from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DcDashDisruptionView")


@_attrs_define
class DcDashDisruptionView:
    """A Service Disruption token; ``card`` lies in front of ``placed_by`` while it lasts.

    Attributes:
        card (str):
        kind (str):
        placed_by (int):
        station (str):
    """

    card: str
    kind: str
    placed_by: int
    station: str

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        kind = self.kind

        placed_by = self.placed_by

        station = self.station

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "kind": kind,
                "placed_by": placed_by,
                "station": station,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        kind = d.pop("kind")

        placed_by = d.pop("placed_by")

        station = d.pop("station")

        dc_dash_disruption_view = cls(
            card=card,
            kind=kind,
            placed_by=placed_by,
            station=station,
        )

        return dc_dash_disruption_view
