from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ChatPreferencesChange")


@_attrs_define
class ChatPreferencesChange:
    """
    Attributes:
        bots_read (bool | Unset): Your bot accounts may read the chat of their tables.
        free_text (bool | Unset): Read and send free text.
        on_stream (bool | Unset): New messages at your tables also arrive on your account stream (`chat_message`).
    """

    bots_read: bool | Unset = UNSET
    free_text: bool | Unset = UNSET
    on_stream: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bots_read = self.bots_read

        free_text = self.free_text

        on_stream = self.on_stream

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if bots_read is not UNSET:
            field_dict["bots_read"] = bots_read
        if free_text is not UNSET:
            field_dict["free_text"] = free_text
        if on_stream is not UNSET:
            field_dict["on_stream"] = on_stream

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bots_read = d.pop("bots_read", UNSET)

        free_text = d.pop("free_text", UNSET)

        on_stream = d.pop("on_stream", UNSET)

        chat_preferences_change = cls(
            bots_read=bots_read,
            free_text=free_text,
            on_stream=on_stream,
        )

        return chat_preferences_change
