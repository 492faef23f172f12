from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ChatPreferences")


@_attrs_define
class ChatPreferences:
    """
    Attributes:
        bots_read (bool):
        free_text (bool):
        muted (list[str]):
        on_stream (bool):
    """

    bots_read: bool
    free_text: bool
    muted: list[str]
    on_stream: bool

    def to_dict(self) -> dict[str, Any]:
        bots_read = self.bots_read

        free_text = self.free_text

        muted = self.muted

        on_stream = self.on_stream

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bots_read": bots_read,
                "free_text": free_text,
                "muted": muted,
                "on_stream": on_stream,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bots_read = d.pop("bots_read")

        free_text = d.pop("free_text")

        muted = cast(list[str], d.pop("muted"))

        on_stream = d.pop("on_stream")

        chat_preferences = cls(
            bots_read=bots_read,
            free_text=free_text,
            muted=muted,
            on_stream=on_stream,
        )

        return chat_preferences
