from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.started_seat import StartedSeat


T = TypeVar("T", bound="GameStartedData")


@_attrs_define
class GameStartedData:
    """
    Attributes:
        game_id (str):
        game_type (str):
        rated (bool):
        seat (int): Yours.
        seats (list[StartedSeat]):
        version (int):
    """

    game_id: str
    game_type: str
    rated: bool
    seat: int
    seats: list[StartedSeat]
    version: int

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        game_type = self.game_type

        rated = self.rated

        seat = self.seat

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "game_type": game_type,
                "rated": rated,
                "seat": seat,
                "seats": seats,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.started_seat import StartedSeat

        d = dict(src_dict)
        game_id = d.pop("game_id")

        game_type = d.pop("game_type")

        rated = d.pop("rated")

        seat = d.pop("seat")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = StartedSeat.from_dict(seats_item_data)

            seats.append(seats_item)

        version = d.pop("version")

        game_started_data = cls(
            game_id=game_id,
            game_type=game_type,
            rated=rated,
            seat=seat,
            seats=seats,
            version=version,
        )

        return game_started_data
