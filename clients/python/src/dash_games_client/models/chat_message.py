from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.chat_message_kind import ChatMessageKind

T = TypeVar("T", bound="ChatMessage")


@_attrs_define
class ChatMessage:
    """
    Attributes:
        at (float):
        id (int): 1, 2, ... in this game.
        kind (ChatMessageKind):
        name (str):
        phrase (None | str):
        player_id (str):
        seat (int):
        text (str):
    """

    at: float
    id: int
    kind: ChatMessageKind
    name: str
    phrase: None | str
    player_id: str
    seat: int
    text: str

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        id = self.id

        kind = self.kind.value

        name = self.name

        phrase: None | str
        phrase = self.phrase

        player_id = self.player_id

        seat = self.seat

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "id": id,
                "kind": kind,
                "name": name,
                "phrase": phrase,
                "player_id": player_id,
                "seat": seat,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = d.pop("at")

        id = d.pop("id")

        kind = ChatMessageKind(d.pop("kind"))

        name = d.pop("name")

        def _parse_phrase(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        phrase = _parse_phrase(d.pop("phrase"))

        player_id = d.pop("player_id")

        seat = d.pop("seat")

        text = d.pop("text")

        chat_message = cls(
            at=at,
            id=id,
            kind=kind,
            name=name,
            phrase=phrase,
            player_id=player_id,
            seat=seat,
            text=text,
        )

        return chat_message
