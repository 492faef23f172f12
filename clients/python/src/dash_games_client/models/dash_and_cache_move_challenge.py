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

T = TypeVar("T", bound="DashAndCacheMoveChallenge")


@_attrs_define
class DashAndCacheMoveChallenge:
    """Dispute that ``item`` shows ``card`` (a claim just made, or one a victory call counts on): everyone votes.

    Attributes:
        card (str):
        item (str):
        type_ (Literal['challenge']):
    """

    card: str
    item: str
    type_: Literal["challenge"]

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

        type_ = cast(Literal["challenge"], d.pop("type"))
        if type_ != "challenge":
            raise ValueError(f"type must match const 'challenge', got '{type_}'")

        dash_and_cache_move_challenge = cls(
            card=card,
            item=item,
            type_=type_,
        )

        return dash_and_cache_move_challenge
