from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.dc_dash_rider_view_station_cards_by_jurisdiction import (
        DcDashRiderViewStationCardsByJurisdiction,
    )


T = TypeVar("T", bound="DcDashRiderView")


@_attrs_define
class DcDashRiderView:
    """One player as the viewer sees them; hidden cards appear as counts.

    Attributes:
        action_cards (int):
        discarded_hand (list[str] | None):
        doors_closing (int):
        in_front (list[str]):
        seat (int):
        station (str):
        station_cards (int):
        station_cards_by_jurisdiction (DcDashRiderViewStationCardsByJurisdiction):
        visited (list[str]):
    """

    action_cards: int
    discarded_hand: list[str] | None
    doors_closing: int
    in_front: list[str]
    seat: int
    station: str
    station_cards: int
    station_cards_by_jurisdiction: DcDashRiderViewStationCardsByJurisdiction
    visited: list[str]

    def to_dict(self) -> dict[str, Any]:
        action_cards = self.action_cards

        discarded_hand: list[str] | None
        if isinstance(self.discarded_hand, list):
            discarded_hand = self.discarded_hand

        else:
            discarded_hand = self.discarded_hand

        doors_closing = self.doors_closing

        in_front = self.in_front

        seat = self.seat

        station = self.station

        station_cards = self.station_cards

        station_cards_by_jurisdiction = self.station_cards_by_jurisdiction.to_dict()

        visited = self.visited

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action_cards": action_cards,
                "discarded_hand": discarded_hand,
                "doors_closing": doors_closing,
                "in_front": in_front,
                "seat": seat,
                "station": station,
                "station_cards": station_cards,
                "station_cards_by_jurisdiction": station_cards_by_jurisdiction,
                "visited": visited,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dc_dash_rider_view_station_cards_by_jurisdiction import (
            DcDashRiderViewStationCardsByJurisdiction,
        )

        d = dict(src_dict)
        action_cards = d.pop("action_cards")

        def _parse_discarded_hand(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                discarded_hand_type_0 = cast(list[str], data)

                return discarded_hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        discarded_hand = _parse_discarded_hand(d.pop("discarded_hand"))

        doors_closing = d.pop("doors_closing")

        in_front = cast(list[str], d.pop("in_front"))

        seat = d.pop("seat")

        station = d.pop("station")

        station_cards = d.pop("station_cards")

        station_cards_by_jurisdiction = (
            DcDashRiderViewStationCardsByJurisdiction.from_dict(
                d.pop("station_cards_by_jurisdiction")
            )
        )

        visited = cast(list[str], d.pop("visited"))

        dc_dash_rider_view = cls(
            action_cards=action_cards,
            discarded_hand=discarded_hand,
            doors_closing=doors_closing,
            in_front=in_front,
            seat=seat,
            station=station,
            station_cards=station_cards,
            station_cards_by_jurisdiction=station_cards_by_jurisdiction,
            visited=visited,
        )

        return dc_dash_rider_view
