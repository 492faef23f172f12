from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SeatPresence")


@_attrs_define
class SeatPresence:
    """
    Attributes:
        online (bool): The seat's player has a live event stream of the game open.
        seat (int):
        vacation (bool): The seat's player is on vacation: their turn-based clocks are paused (docs/CLOCKS.md,
            "Vacation").
    """

    online: bool
    seat: int
    vacation: bool

    def to_dict(self) -> dict[str, Any]:
        online = self.online

        seat = self.seat

        vacation = self.vacation

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "online": online,
                "seat": seat,
                "vacation": vacation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        online = d.pop("online")

        seat = d.pop("seat")

        vacation = d.pop("vacation")

        seat_presence = cls(
            online=online,
            seat=seat,
            vacation=vacation,
        )

        return seat_presence
