from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.delivery_event_type import DeliveryEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="Delivery")


@_attrs_define
class Delivery:
    """
    Attributes:
        at (float): Unix seconds.
        attempt (int): 1 for the first try.
        delivery_id (str): The `webhook-id` header: the same on every try of one event's delivery to this endpoint (the
            receiver's idempotency key).
        duration_ms (float):
        error (None | str):
        event_id (str): The account event.
        event_type (DeliveryEventType):
        ok (bool): The receiver answered 2xx.
        response_status (int | None): Null: no answer.
        next_try_at (float | None | Unset): A failed try: when the next one is due (unix s); null: the endpoint was
            disabled.
    """

    at: float
    attempt: int
    delivery_id: str
    duration_ms: float
    error: None | str
    event_id: str
    event_type: DeliveryEventType
    ok: bool
    response_status: int | None
    next_try_at: float | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        attempt = self.attempt

        delivery_id = self.delivery_id

        duration_ms = self.duration_ms

        error: None | str
        error = self.error

        event_id = self.event_id

        event_type = self.event_type.value

        ok = self.ok

        response_status: int | None
        response_status = self.response_status

        next_try_at: float | None | Unset
        if isinstance(self.next_try_at, Unset):
            next_try_at = UNSET
        else:
            next_try_at = self.next_try_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "attempt": attempt,
                "delivery_id": delivery_id,
                "duration_ms": duration_ms,
                "error": error,
                "event_id": event_id,
                "event_type": event_type,
                "ok": ok,
                "response_status": response_status,
            }
        )
        if next_try_at is not UNSET:
            field_dict["next_try_at"] = next_try_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = d.pop("at")

        attempt = d.pop("attempt")

        delivery_id = d.pop("delivery_id")

        duration_ms = d.pop("duration_ms")

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        event_id = d.pop("event_id")

        event_type = DeliveryEventType(d.pop("event_type"))

        ok = d.pop("ok")

        def _parse_response_status(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        response_status = _parse_response_status(d.pop("response_status"))

        def _parse_next_try_at(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        next_try_at = _parse_next_try_at(d.pop("next_try_at", UNSET))

        delivery = cls(
            at=at,
            attempt=attempt,
            delivery_id=delivery_id,
            duration_ms=duration_ms,
            error=error,
            event_id=event_id,
            event_type=event_type,
            ok=ok,
            response_status=response_status,
            next_try_at=next_try_at,
        )

        return delivery
