from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.chat_page_spectators import ChatPageSpectators

if TYPE_CHECKING:
    from ..models.chat_message import ChatMessage
    from ..models.chat_page_phrases import ChatPagePhrases


T = TypeVar("T", bound="ChatPage")


@_attrs_define
class ChatPage:
    """
    Attributes:
        last_id (int): Send it back as after.
        messages (list[ChatMessage]):
        phrases (ChatPagePhrases):
        spectators (ChatPageSpectators):
    """

    last_id: int
    messages: list[ChatMessage]
    phrases: ChatPagePhrases
    spectators: ChatPageSpectators

    def to_dict(self) -> dict[str, Any]:
        last_id = self.last_id

        messages = []
        for messages_item_data in self.messages:
            messages_item = messages_item_data.to_dict()
            messages.append(messages_item)

        phrases = self.phrases.to_dict()

        spectators = self.spectators.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "last_id": last_id,
                "messages": messages,
                "phrases": phrases,
                "spectators": spectators,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chat_message import ChatMessage
        from ..models.chat_page_phrases import ChatPagePhrases

        d = dict(src_dict)
        last_id = d.pop("last_id")

        messages = []
        _messages = d.pop("messages")
        for messages_item_data in _messages:
            messages_item = ChatMessage.from_dict(messages_item_data)

            messages.append(messages_item)

        phrases = ChatPagePhrases.from_dict(d.pop("phrases"))

        spectators = ChatPageSpectators(d.pop("spectators"))

        chat_page = cls(
            last_id=last_id,
            messages=messages,
            phrases=phrases,
            spectators=spectators,
        )

        return chat_page
