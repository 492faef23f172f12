from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.my_game import MyGame


T = TypeVar("T", bound="MyGames")


@_attrs_define
class MyGames:
    """
    Attributes:
        games (list[MyGame]):
        next_cursor (None | str): Pass as `cursor` for the next page; null on the last.
        your_turn (int | None): `status=active`: how many of your games wait on your move (they are listed first); null
            for finished games.
    """

    games: list[MyGame]
    next_cursor: None | str
    your_turn: int | None

    def to_dict(self) -> dict[str, Any]:
        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        next_cursor: None | str
        next_cursor = self.next_cursor

        your_turn: int | None
        your_turn = self.your_turn

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
                "next_cursor": next_cursor,
                "your_turn": your_turn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.my_game import MyGame

        d = dict(src_dict)
        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = MyGame.from_dict(games_item_data)

            games.append(games_item)

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))

        def _parse_your_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        your_turn = _parse_your_turn(d.pop("your_turn"))

        my_games = cls(
            games=games,
            next_cursor=next_cursor,
            your_turn=your_turn,
        )

        return my_games
