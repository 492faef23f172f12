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

T = TypeVar("T", bound="DashAndCacheMoveSteal")


@_attrs_define
class DashAndCacheMoveSteal:
    """The steal face: take ``item`` from another player's cache.

    Attributes:
        item (str):
        type_ (Literal['steal']):
    """

    item: str
    type_: Literal["steal"]

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

        type_ = cast(Literal["steal"], d.pop("type"))
        if type_ != "steal":
            raise ValueError(f"type must match const 'steal', got '{type_}'")

        dash_and_cache_move_steal = cls(
            item=item,
            type_=type_,
        )

        return dash_and_cache_move_steal
