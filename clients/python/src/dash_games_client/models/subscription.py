from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Subscription")


@_attrs_define
class Subscription:
    """
    Attributes:
        created_at (float):
        device (str):
        endpoint (str):
        id (str):
    """

    created_at: float
    device: str
    endpoint: str
    id: str

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        device = self.device

        endpoint = self.endpoint

        id = self.id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "device": device,
                "endpoint": endpoint,
                "id": id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        device = d.pop("device")

        endpoint = d.pop("endpoint")

        id = d.pop("id")

        subscription = cls(
            created_at=created_at,
            device=device,
            endpoint=endpoint,
            id=id,
        )

        return subscription
