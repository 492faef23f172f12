from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.account_event import AccountEvent


T = TypeVar("T", bound="AccountEventPage")


@_attrs_define
class AccountEventPage:
    """
    Attributes:
        events (list[AccountEvent]):
        last_event_id (str): Where to resume: the last event's id, or the cursor the request started from when nothing
            came.
    """

    events: list[AccountEvent]
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
        from ..models.account_event import AccountEvent

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = AccountEvent.from_dict(events_item_data)

            events.append(events_item)

        last_event_id = d.pop("last_event_id")

        account_event_page = cls(
            events=events,
            last_event_id=last_event_id,
        )

        return account_event_page
