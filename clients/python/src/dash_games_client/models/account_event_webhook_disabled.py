from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.webhook_disabled_data import WebhookDisabledData


T = TypeVar("T", bound="AccountEventWebhookDisabled")


@_attrs_define
class AccountEventWebhookDisabled:
    """One of your webhook endpoints failed too often and was disabled.

    Attributes:
        data (WebhookDisabledData):
        id (str): Pass as `after` or Last-Event-ID to resume.
        type_ (Literal['webhook_disabled']):
        replayed (bool | Unset): True on a record listed at the connection's start (`replay=true`) because it is still
            open; its `id` is the cursor the connection started from.
    """

    data: WebhookDisabledData
    id: str
    type_: Literal["webhook_disabled"]
    replayed: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        id = self.id

        type_ = self.type_

        replayed = self.replayed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
                "id": id,
                "type": type_,
            }
        )
        if replayed is not UNSET:
            field_dict["replayed"] = replayed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.webhook_disabled_data import WebhookDisabledData

        d = dict(src_dict)
        data = WebhookDisabledData.from_dict(d.pop("data"))

        id = d.pop("id")

        type_ = cast(Literal["webhook_disabled"], d.pop("type"))
        if type_ != "webhook_disabled":
            raise ValueError(f"type must match const 'webhook_disabled', got '{type_}'")

        replayed = d.pop("replayed", UNSET)

        account_event_webhook_disabled = cls(
            data=data,
            id=id,
            type_=type_,
            replayed=replayed,
        )

        return account_event_webhook_disabled
