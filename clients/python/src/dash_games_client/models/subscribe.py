from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.subscription_keys import SubscriptionKeys


T = TypeVar("T", bound="Subscribe")


@_attrs_define
class Subscribe:
    """
    Attributes:
        endpoint (str):
        keys (SubscriptionKeys):
        device (str | Unset):  Default: ''.
        expiration_time (float | None | Unset):
    """

    endpoint: str
    keys: SubscriptionKeys
    device: str | Unset = ""
    expiration_time: float | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        endpoint = self.endpoint

        keys = self.keys.to_dict()

        device = self.device

        expiration_time: float | None | Unset
        if isinstance(self.expiration_time, Unset):
            expiration_time = UNSET
        else:
            expiration_time = self.expiration_time

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "endpoint": endpoint,
                "keys": keys,
            }
        )
        if device is not UNSET:
            field_dict["device"] = device
        if expiration_time is not UNSET:
            field_dict["expirationTime"] = expiration_time

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.subscription_keys import SubscriptionKeys

        d = dict(src_dict)
        endpoint = d.pop("endpoint")

        keys = SubscriptionKeys.from_dict(d.pop("keys"))

        device = d.pop("device", UNSET)

        def _parse_expiration_time(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        expiration_time = _parse_expiration_time(d.pop("expirationTime", UNSET))

        subscribe = cls(
            endpoint=endpoint,
            keys=keys,
            device=device,
            expiration_time=expiration_time,
        )

        return subscribe
