from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.chat_settings_spectators import ChatSettingsSpectators

T = TypeVar("T", bound="ChatSettings")


@_attrs_define
class ChatSettings:
    """
    Attributes:
        spectators (ChatSettingsSpectators):
    """

    spectators: ChatSettingsSpectators

    def to_dict(self) -> dict[str, Any]:
        spectators = self.spectators.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "spectators": spectators,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        spectators = ChatSettingsSpectators(d.pop("spectators"))

        chat_settings = cls(
            spectators=spectators,
        )

        return chat_settings
