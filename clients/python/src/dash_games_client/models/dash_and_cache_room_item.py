from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DashAndCacheRoomItem")


@_attrs_define
class DashAndCacheRoomItem:
    """A virtual item of the digital room. ``clearly``: cards it obviously shows; ``arguably``: cards it could be argued to
    show (the table may dispute these).

        Attributes:
            arguably (list[str]):
            clearly (list[str]):
            id (str):
            name (str):
    """

    arguably: list[str]
    clearly: list[str]
    id: str
    name: str

    def to_dict(self) -> dict[str, Any]:
        arguably = self.arguably

        clearly = self.clearly

        id = self.id

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "arguably": arguably,
                "clearly": clearly,
                "id": id,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        arguably = cast(list[str], d.pop("arguably"))

        clearly = cast(list[str], d.pop("clearly"))

        id = d.pop("id")

        name = d.pop("name")

        dash_and_cache_room_item = cls(
            arguably=arguably,
            clearly=clearly,
            id=id,
            name=name,
        )

        return dash_and_cache_room_item
