from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WebhookDisabledData")


@_attrs_define
class WebhookDisabledData:
    """
    Attributes:
        reason (str):
        url (str):
        webhook_id (str):
    """

    reason: str
    url: str
    webhook_id: str

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        url = self.url

        webhook_id = self.webhook_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "url": url,
                "webhook_id": webhook_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        reason = d.pop("reason")

        url = d.pop("url")

        webhook_id = d.pop("webhook_id")

        webhook_disabled_data = cls(
            reason=reason,
            url=url,
            webhook_id=webhook_id,
        )

        return webhook_disabled_data
