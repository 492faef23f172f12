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

T = TypeVar("T", bound="DashAndCacheEventDiscardPileReshuffled")


@_attrs_define
class DashAndCacheEventDiscardPileReshuffled:
    """
    Attributes:
        cards (int):
        type_ (Literal['discard_pile_reshuffled']):
    """

    cards: int
    type_: Literal["discard_pile_reshuffled"]

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = d.pop("cards")

        type_ = cast(Literal["discard_pile_reshuffled"], d.pop("type"))
        if type_ != "discard_pile_reshuffled":
            raise ValueError(
                f"type must match const 'discard_pile_reshuffled', got '{type_}'"
            )

        dash_and_cache_event_discard_pile_reshuffled = cls(
            cards=cards,
            type_=type_,
        )

        return dash_and_cache_event_discard_pile_reshuffled
