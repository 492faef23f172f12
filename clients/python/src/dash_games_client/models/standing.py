from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tie_breaks import TieBreaks


T = TypeVar("T", bound="Standing")


@_attrs_define
class Standing:
    """
    Attributes:
        entrant_id (str): A player id, or `house:<n>`.
        games (int): Finished tables.
        is_bot (bool):
        name (str):
        on_fire (bool): Arena: the next game scores double.
        playing (None | str): The game the entrant sits in now.
        points (float):
        rank (int):
        tie_breaks (TieBreaks):
        wins (int):
        withdrawn (bool):
    """

    entrant_id: str
    games: int
    is_bot: bool
    name: str
    on_fire: bool
    playing: None | str
    points: float
    rank: int
    tie_breaks: TieBreaks
    wins: int
    withdrawn: bool

    def to_dict(self) -> dict[str, Any]:
        entrant_id = self.entrant_id

        games = self.games

        is_bot = self.is_bot

        name = self.name

        on_fire = self.on_fire

        playing: None | str
        playing = self.playing

        points = self.points

        rank = self.rank

        tie_breaks = self.tie_breaks.to_dict()

        wins = self.wins

        withdrawn = self.withdrawn

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "entrant_id": entrant_id,
                "games": games,
                "is_bot": is_bot,
                "name": name,
                "on_fire": on_fire,
                "playing": playing,
                "points": points,
                "rank": rank,
                "tie_breaks": tie_breaks,
                "wins": wins,
                "withdrawn": withdrawn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.tie_breaks import TieBreaks

        d = dict(src_dict)
        entrant_id = d.pop("entrant_id")

        games = d.pop("games")

        is_bot = d.pop("is_bot")

        name = d.pop("name")

        on_fire = d.pop("on_fire")

        def _parse_playing(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        playing = _parse_playing(d.pop("playing"))

        points = d.pop("points")

        rank = d.pop("rank")

        tie_breaks = TieBreaks.from_dict(d.pop("tie_breaks"))

        wins = d.pop("wins")

        withdrawn = d.pop("withdrawn")

        standing = cls(
            entrant_id=entrant_id,
            games=games,
            is_bot=is_bot,
            name=name,
            on_fire=on_fire,
            playing=playing,
            points=points,
            rank=rank,
            tie_breaks=tie_breaks,
            wins=wins,
            withdrawn=withdrawn,
        )

        return standing
