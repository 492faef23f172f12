from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.seat_info_kind import SeatInfoKind

T = TypeVar("T", bound="SeatInfo")


@_attrs_define
class SeatInfo:
    """
    Attributes:
        bot_level (None | str):
        bot_owner (None | str): A bot account's owner (a player id); null otherwise.
        is_bot (bool): A house bot (`kind` bot) or a bot account (a program playing through the API in a human seat).
        kind (SeatInfoKind):
        player_id (None | str):
        player_name (None | str):
        resigned (bool):
        seat (int):
    """

    bot_level: None | str
    bot_owner: None | str
    is_bot: bool
    kind: SeatInfoKind
    player_id: None | str
    player_name: None | str
    resigned: bool
    seat: int

    def to_dict(self) -> dict[str, Any]:
        bot_level: None | str
        bot_level = self.bot_level

        bot_owner: None | str
        bot_owner = self.bot_owner

        is_bot = self.is_bot

        kind = self.kind.value

        player_id: None | str
        player_id = self.player_id

        player_name: None | str
        player_name = self.player_name

        resigned = self.resigned

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot_level": bot_level,
                "bot_owner": bot_owner,
                "is_bot": is_bot,
                "kind": kind,
                "player_id": player_id,
                "player_name": player_name,
                "resigned": resigned,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_bot_level(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot_level = _parse_bot_level(d.pop("bot_level"))

        def _parse_bot_owner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot_owner = _parse_bot_owner(d.pop("bot_owner"))

        is_bot = d.pop("is_bot")

        kind = SeatInfoKind(d.pop("kind"))

        def _parse_player_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player_id = _parse_player_id(d.pop("player_id"))

        def _parse_player_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player_name = _parse_player_name(d.pop("player_name"))

        resigned = d.pop("resigned")

        seat = d.pop("seat")

        seat_info = cls(
            bot_level=bot_level,
            bot_owner=bot_owner,
            is_bot=is_bot,
            kind=kind,
            player_id=player_id,
            player_name=player_name,
            resigned=resigned,
            seat=seat,
        )

        return seat_info
