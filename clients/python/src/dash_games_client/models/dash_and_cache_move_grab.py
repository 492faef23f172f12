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

T = TypeVar("T", bound="DashAndCacheMoveGrab")


@_attrs_define
class DashAndCacheMoveGrab:
    """Pick an item up: a room item id (digital) or a real object's name (companion).

    Attributes:
        item (str):
        type_ (Literal['grab']):
    """

    item: str
    type_: Literal["grab"]

    def to_dict(self) -> dict[str, Any]:
        item = self.item

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "item": item,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        item = d.pop("item")

        type_ = cast(Literal["grab"], d.pop("type"))
        if type_ != "grab":
            raise ValueError(f"type must match const 'grab', got '{type_}'")

        dash_and_cache_move_grab = cls(
            item=item,
            type_=type_,
        )

        return dash_and_cache_move_grab
