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
    from ..models.chat_message_data import ChatMessageData


T = TypeVar("T", bound="AccountEventChatMessage")


@_attrs_define
class AccountEventChatMessage:
    """Something said at one of your tables, when you may read it (docs/CHAT.md).

    Attributes:
        data (ChatMessageData):
        id (str): Pass as `after` or Last-Event-ID to resume.
        type_ (Literal['chat_message']):
        replayed (bool | Unset): True on a record listed at the connection's start (`replay=true`) because it is still
            open; its `id` is the cursor the connection started from.
    """

    data: ChatMessageData
    id: str
    type_: Literal["chat_message"]
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
        from ..models.chat_message_data import ChatMessageData

        d = dict(src_dict)
        data = ChatMessageData.from_dict(d.pop("data"))

        id = d.pop("id")

        type_ = cast(Literal["chat_message"], d.pop("type"))
        if type_ != "chat_message":
            raise ValueError(f"type must match const 'chat_message', got '{type_}'")

        replayed = d.pop("replayed", UNSET)

        account_event_chat_message = cls(
            data=data,
            id=id,
            type_=type_,
            replayed=replayed,
        )

        return account_event_chat_message
