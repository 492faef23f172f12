from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.level_rating import LevelRating


T = TypeVar("T", bound="GameTypeBotLevelRatings")


@_attrs_define
class GameTypeBotLevelRatings:
    """Each level's measured strength in this game: its OpenSkill rating on the published ladder (docs/LADDER.md, `make
    arena`), so a client can say which levels are about as strong as each other. A level not yet measured is absent.

    """

    additional_properties: dict[str, LevelRating] = _attrs_field(
        init=False, factory=dict
    )

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.level_rating import LevelRating

        d = dict(src_dict)
        game_type_bot_level_ratings = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = LevelRating.from_dict(prop_dict)

            additional_properties[prop_name] = additional_property

        game_type_bot_level_ratings.additional_properties = additional_properties
        return game_type_bot_level_ratings

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> LevelRating:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: LevelRating) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
