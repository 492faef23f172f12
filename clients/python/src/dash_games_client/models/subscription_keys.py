from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SubscriptionKeys")


@_attrs_define
class SubscriptionKeys:
    """
    Attributes:
        auth (str):
        p256dh (str):
    """

    auth: str
    p256dh: str

    def to_dict(self) -> dict[str, Any]:
        auth = self.auth

        p256dh = self.p256dh

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "auth": auth,
                "p256dh": p256dh,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        auth = d.pop("auth")

        p256dh = d.pop("p256dh")

        subscription_keys = cls(
            auth=auth,
            p256dh=p256dh,
        )

        return subscription_keys
