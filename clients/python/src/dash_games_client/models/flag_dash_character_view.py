from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FlagDashCharacterView")


@_attrs_define
class FlagDashCharacterView:
    """
    Attributes:
        ability (None | str):
        boosts (int):
        carrying (int | None):
        collected (list[str]):
        collected_from (list[str]):
        colour (str):
        own_flags (int):
        runner (bool):
        square (None | str):
        team (int):
        trapped (bool):
    """

    ability: None | str
    boosts: int
    carrying: int | None
    collected: list[str]
    collected_from: list[str]
    colour: str
    own_flags: int
    runner: bool
    square: None | str
    team: int
    trapped: bool

    def to_dict(self) -> dict[str, Any]:
        ability: None | str
        ability = self.ability

        boosts = self.boosts

        carrying: int | None
        carrying = self.carrying

        collected = self.collected

        collected_from = self.collected_from

        colour = self.colour

        own_flags = self.own_flags

        runner = self.runner

        square: None | str
        square = self.square

        team = self.team

        trapped = self.trapped

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ability": ability,
                "boosts": boosts,
                "carrying": carrying,
                "collected": collected,
                "collected_from": collected_from,
                "colour": colour,
                "own_flags": own_flags,
                "runner": runner,
                "square": square,
                "team": team,
                "trapped": trapped,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_ability(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ability = _parse_ability(d.pop("ability"))

        boosts = d.pop("boosts")

        def _parse_carrying(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        carrying = _parse_carrying(d.pop("carrying"))

        collected = cast(list[str], d.pop("collected"))

        collected_from = cast(list[str], d.pop("collected_from"))

        colour = d.pop("colour")

        own_flags = d.pop("own_flags")

        runner = d.pop("runner")

        def _parse_square(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        square = _parse_square(d.pop("square"))

        team = d.pop("team")

        trapped = d.pop("trapped")

        flag_dash_character_view = cls(
            ability=ability,
            boosts=boosts,
            carrying=carrying,
            collected=collected,
            collected_from=collected_from,
            colour=colour,
            own_flags=own_flags,
            runner=runner,
            square=square,
            team=team,
            trapped=trapped,
        )

        return flag_dash_character_view
