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

T = TypeVar("T", bound="DashAndCacheVote")


@_attrs_define
class DashAndCacheVote:
    """Everyone votes on whether ``item`` shows ``card``; the ballots are in the state.

    Attributes:
        card (str):
        challenger (int):
        item (str):
        name (Literal['vote']):
        owner (int):
    """

    card: str
    challenger: int
    item: str
    name: Literal["vote"]
    owner: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        challenger = self.challenger

        item = self.item

        name = self.name

        owner = self.owner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "challenger": challenger,
                "item": item,
                "name": name,
                "owner": owner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        challenger = d.pop("challenger")

        item = d.pop("item")

        name = cast(Literal["vote"], d.pop("name"))
        if name != "vote":
            raise ValueError(f"name must match const 'vote', got '{name}'")

        owner = d.pop("owner")

        dash_and_cache_vote = cls(
            card=card,
            challenger=challenger,
            item=item,
            name=name,
            owner=owner,
        )

        return dash_and_cache_vote
