from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.chat_message_data_kind import ChatMessageDataKind

T = TypeVar("T", bound="ChatMessageData")


@_attrs_define
class ChatMessageData:
    """
    Attributes:
        at (float):
        game_id (str):
        id (int): 1, 2, ... in this game.
        kind (ChatMessageDataKind):
        name (str):
        phrase (None | str):
        player_id (str):
        seat (int):
        text (str):
    """

    at: float
    game_id: str
    id: int
    kind: ChatMessageDataKind
    name: str
    phrase: None | str
    player_id: str
    seat: int
    text: str

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        game_id = self.game_id

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
                "game_id": game_id,
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

        game_id = d.pop("game_id")

        id = d.pop("id")

        kind = ChatMessageDataKind(d.pop("kind"))

        name = d.pop("name")

        def _parse_phrase(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        phrase = _parse_phrase(d.pop("phrase"))

        player_id = d.pop("player_id")

        seat = d.pop("seat")

        text = d.pop("text")

        chat_message_data = cls(
            at=at,
            game_id=game_id,
            id=id,
            kind=kind,
            name=name,
            phrase=phrase,
            player_id=player_id,
            seat=seat,
            text=text,
        )

        return chat_message_data
