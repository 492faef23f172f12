from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.seat_presence import SeatPresence


T = TypeVar("T", bound="Presence")


@_attrs_define
class Presence:
    """
    Attributes:
        seats (list[SeatPresence]):
    """

    seats: list[SeatPresence]

    def to_dict(self) -> dict[str, Any]:
        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.seat_presence import SeatPresence

        d = dict(src_dict)
        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatPresence.from_dict(seats_item_data)

            seats.append(seats_item)

        presence = cls(
            seats=seats,
        )

        return presence
