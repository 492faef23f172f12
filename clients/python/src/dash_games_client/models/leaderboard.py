from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.leaderboard_bots import LeaderboardBots

if TYPE_CHECKING:
    from ..models.rating import Rating


T = TypeVar("T", bound="Leaderboard")


@_attrs_define
class Leaderboard:
    """
    Attributes:
        bots (LeaderboardBots):
        entries (list[Rating]): Best first.
        game_type (str):
        next_cursor (None | str):
    """

    bots: LeaderboardBots
    entries: list[Rating]
    game_type: str
    next_cursor: None | str

    def to_dict(self) -> dict[str, Any]:
        bots = self.bots.value

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        game_type = self.game_type

        next_cursor: None | str
        next_cursor = self.next_cursor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bots": bots,
                "entries": entries,
                "game_type": game_type,
                "next_cursor": next_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rating import Rating

        d = dict(src_dict)
        bots = LeaderboardBots(d.pop("bots"))

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = Rating.from_dict(entries_item_data)

            entries.append(entries_item)

        game_type = d.pop("game_type")

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))

        leaderboard = cls(
            bots=bots,
            entries=entries,
            game_type=game_type,
            next_cursor=next_cursor,
        )

        return leaderboard
