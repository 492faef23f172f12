from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

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
        tournament_id (str | Unset): Present for a tournament's game: the tournament it is part of (your next game
            there: docs/TOURNAMENTS.md).
        tournament_round (int | Unset): With `tournament_id`: the Swiss round (arena: 0).
    """

    game_id: str
    game_type: str
    rated: bool
    seat: int
    seats: list[StartedSeat]
    version: int
    tournament_id: str | Unset = UNSET
    tournament_round: int | Unset = UNSET

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

        tournament_id = self.tournament_id

        tournament_round = self.tournament_round

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
        if tournament_id is not UNSET:
            field_dict["tournament_id"] = tournament_id
        if tournament_round is not UNSET:
            field_dict["tournament_round"] = tournament_round

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

        tournament_id = d.pop("tournament_id", UNSET)

        tournament_round = d.pop("tournament_round", UNSET)

        game_started_data = cls(
            game_id=game_id,
            game_type=game_type,
            rated=rated,
            seat=seat,
            seats=seats,
            version=version,
            tournament_id=tournament_id,
            tournament_round=tournament_round,
        )

        return game_started_data
