from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.webhook_created_events_item import WebhookCreatedEventsItem
from ..models.webhook_created_status import WebhookCreatedStatus

T = TypeVar("T", bound="WebhookCreated")


@_attrs_define
class WebhookCreated:
    """
    Attributes:
        created_at (float): Unix seconds.
        description (str):
        disabled_reason (None | str):
        events (list[WebhookCreatedEventsItem] | None): The event types posted; null: all.
        failures (int): Failed tries in a row now.
        id (str):
        next_try_at (float | None): No try before (unix s), after a failure; else null.
        secret (str): The signing secret (`whsec_...`, Standard Webhooks), shown this once: verify each delivery's
            `webhook-signature` with it.
        status (WebhookCreatedStatus): `disabled` after too many failures in a row (`disabled_reason`).
        url (str):
    """

    created_at: float
    description: str
    disabled_reason: None | str
    events: list[WebhookCreatedEventsItem] | None
    failures: int
    id: str
    next_try_at: float | None
    secret: str
    status: WebhookCreatedStatus
    url: str

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        description = self.description

        disabled_reason: None | str
        disabled_reason = self.disabled_reason

        events: list[str] | None
        if isinstance(self.events, list):
            events = []
            for events_type_0_item_data in self.events:
                events_type_0_item = events_type_0_item_data.value
                events.append(events_type_0_item)

        else:
            events = self.events

        failures = self.failures

        id = self.id

        next_try_at: float | None
        next_try_at = self.next_try_at

        secret = self.secret

        status = self.status.value

        url = self.url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "description": description,
                "disabled_reason": disabled_reason,
                "events": events,
                "failures": failures,
                "id": id,
                "next_try_at": next_try_at,
                "secret": secret,
                "status": status,
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        description = d.pop("description")

        def _parse_disabled_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason"))

        def _parse_events(data: object) -> list[WebhookCreatedEventsItem] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                events_type_0 = []
                _events_type_0 = data
                for events_type_0_item_data in _events_type_0:
                    events_type_0_item = WebhookCreatedEventsItem(
                        events_type_0_item_data
                    )

                    events_type_0.append(events_type_0_item)

                return events_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[WebhookCreatedEventsItem] | None, data)

        events = _parse_events(d.pop("events"))

        failures = d.pop("failures")

        id = d.pop("id")

        def _parse_next_try_at(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        next_try_at = _parse_next_try_at(d.pop("next_try_at"))

        secret = d.pop("secret")

        status = WebhookCreatedStatus(d.pop("status"))

        url = d.pop("url")

        webhook_created = cls(
            created_at=created_at,
            description=description,
            disabled_reason=disabled_reason,
            events=events,
            failures=failures,
            id=id,
            next_try_at=next_try_at,
            secret=secret,
            status=status,
            url=url,
        )

        return webhook_created
