from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="DashAndCacheOpponentChoice")


@_attrs_define
class DashAndCacheOpponentChoice:
    """
    Attributes:
        name (Literal['race_opponent']):
    """

    name: Literal["race_opponent"]

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = cast(Literal["race_opponent"], d.pop("name"))
        if name != "race_opponent":
            raise ValueError(f"name must match const 'race_opponent', got '{name}'")

        dash_and_cache_opponent_choice = cls(
            name=name,
        )

        return dash_and_cache_opponent_choice
