from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="StartedSeat")


@_attrs_define
class StartedSeat:
    """
    Attributes:
        is_bot (bool):
        name (None | str):
        player_id (None | str):
        seat (int):
    """

    is_bot: bool
    name: None | str
    player_id: None | str
    seat: int

    def to_dict(self) -> dict[str, Any]:
        is_bot = self.is_bot

        name: None | str
        name = self.name

        player_id: None | str
        player_id = self.player_id

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "is_bot": is_bot,
                "name": name,
                "player_id": player_id,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        is_bot = d.pop("is_bot")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        def _parse_player_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player_id = _parse_player_id(d.pop("player_id"))

        seat = d.pop("seat")

        started_seat = cls(
            is_bot=is_bot,
            name=name,
            player_id=player_id,
            seat=seat,
        )

        return started_seat
