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

T = TypeVar("T", bound="DashAndCacheChallengePenalty")


@_attrs_define
class DashAndCacheChallengePenalty:
    """A failed challenge: the challenger donates an item of their choice to the junk pile.

    Attributes:
        challenger (int):
        name (Literal['challenge_penalty']):
    """

    challenger: int
    name: Literal["challenge_penalty"]

    def to_dict(self) -> dict[str, Any]:
        challenger = self.challenger

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "challenger": challenger,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        challenger = d.pop("challenger")

        name = cast(Literal["challenge_penalty"], d.pop("name"))
        if name != "challenge_penalty":
            raise ValueError(f"name must match const 'challenge_penalty', got '{name}'")

        dash_and_cache_challenge_penalty = cls(
            challenger=challenger,
            name=name,
        )

        return dash_and_cache_challenge_penalty
