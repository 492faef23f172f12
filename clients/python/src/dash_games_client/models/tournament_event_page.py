from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tournament_event import TournamentEvent


T = TypeVar("T", bound="TournamentEventPage")


@_attrs_define
class TournamentEventPage:
    """
    Attributes:
        events (list[TournamentEvent]):
        last_event_id (str):
    """

    events: list[TournamentEvent]
    last_event_id: str

    def to_dict(self) -> dict[str, Any]:
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        last_event_id = self.last_event_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "last_event_id": last_event_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.tournament_event import TournamentEvent

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = TournamentEvent.from_dict(events_item_data)

            events.append(events_item)

        last_event_id = d.pop("last_event_id")

        tournament_event_page = cls(
            events=events,
            last_event_id=last_event_id,
        )

        return tournament_event_page
