from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.webhook_create_events_item import WebhookCreateEventsItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="WebhookCreate")


@_attrs_define
class WebhookCreate:
    """
    Attributes:
        url (str): Where to post: an `https://` URL on a public host (`http://`, loopback and private addresses only
            where the operator allows them). Otherwise 400 `BAD_WEBHOOK_URL`, `details.reason` `form` or `address`.
        description (str | Unset):  Default: ''.
        events (list[WebhookCreateEventsItem] | None | Unset): The account event types to post; absent or null: all.
    """

    url: str
    description: str | Unset = ""
    events: list[WebhookCreateEventsItem] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        description = self.description

        events: list[str] | None | Unset
        if isinstance(self.events, Unset):
            events = UNSET
        elif isinstance(self.events, list):
            events = []
            for events_type_0_item_data in self.events:
                events_type_0_item = events_type_0_item_data.value
                events.append(events_type_0_item)

        else:
            events = self.events

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if events is not UNSET:
            field_dict["events"] = events

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url")

        description = d.pop("description", UNSET)

        def _parse_events(data: object) -> list[WebhookCreateEventsItem] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                events_type_0 = []
                _events_type_0 = data
                for events_type_0_item_data in _events_type_0:
                    events_type_0_item = WebhookCreateEventsItem(
                        events_type_0_item_data
                    )

                    events_type_0.append(events_type_0_item)

                return events_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[WebhookCreateEventsItem] | None | Unset, data)

        events = _parse_events(d.pop("events", UNSET))

        webhook_create = cls(
            url=url,
            description=description,
            events=events,
        )

        return webhook_create
