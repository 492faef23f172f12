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

T = TypeVar("T", bound="DashAndCacheMoveClaim")


@_attrs_define
class DashAndCacheMoveClaim:
    """Put one of your cache items forward as showing one of your goal cards (before you roll, or in a companion-mode claim
    chance).

        Attributes:
            card (str):
            item (str):
            type_ (Literal['claim']):
    """

    card: str
    item: str
    type_: Literal["claim"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        item = self.item

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "item": item,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        item = d.pop("item")

        type_ = cast(Literal["claim"], d.pop("type"))
        if type_ != "claim":
            raise ValueError(f"type must match const 'claim', got '{type_}'")

        dash_and_cache_move_claim = cls(
            card=card,
            item=item,
            type_=type_,
        )

        return dash_and_cache_move_claim
