from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.tournament_event_type import TournamentEventType

if TYPE_CHECKING:
    from ..models.tournament_event_data import TournamentEventData


T = TypeVar("T", bound="TournamentEvent")


@_attrs_define
class TournamentEvent:
    """
    Attributes:
        data (TournamentEventData): By type. `joined`, `withdrew`: entrant_id, name. `started`: entrants, ends_at.
            `round_started`: round, tables, byes. `paired`: game_id, round, seats (entrant ids in seat order: yours means
            your next game). `standings`: game_id, places, seats, standings (the top rows). `finished`: cancelled,
            standings.
        id (str):
        type_ (TournamentEventType):
    """

    data: TournamentEventData
    id: str
    type_: TournamentEventType

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        id = self.id

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
                "id": id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.tournament_event_data import TournamentEventData

        d = dict(src_dict)
        data = TournamentEventData.from_dict(d.pop("data"))

        id = d.pop("id")

        type_ = TournamentEventType(d.pop("type"))

        tournament_event = cls(
            data=data,
            id=id,
            type_=type_,
        )

        return tournament_event
