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

from ..models.dash_and_cache_hunt_action import DashAndCacheHuntAction

T = TypeVar("T", bound="DashAndCacheHunt")


@_attrs_define
class DashAndCacheHunt:
    """A search (one hunter) or a race (two) for an item showing ``card``.

    Attributes:
        action (DashAndCacheHuntAction):
        card (str):
        hunters (list[int]):
        name (Literal['hunt']):
        reader (int | None):
    """

    action: DashAndCacheHuntAction
    card: str
    hunters: list[int]
    name: Literal["hunt"]
    reader: int | None

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        card = self.card

        hunters = self.hunters

        name = self.name

        reader: int | None
        reader = self.reader

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "card": card,
                "hunters": hunters,
                "name": name,
                "reader": reader,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = DashAndCacheHuntAction(d.pop("action"))

        card = d.pop("card")

        hunters = cast(list[int], d.pop("hunters"))

        name = cast(Literal["hunt"], d.pop("name"))
        if name != "hunt":
            raise ValueError(f"name must match const 'hunt', got '{name}'")

        def _parse_reader(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        reader = _parse_reader(d.pop("reader"))

        dash_and_cache_hunt = cls(
            action=action,
            card=card,
            hunters=hunters,
            name=name,
            reader=reader,
        )

        return dash_and_cache_hunt
