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

T = TypeVar("T", bound="FlagDashEventCardSpied")


@_attrs_define
class FlagDashEventCardSpied:
    """
    Attributes:
        by (int):
        card (str):
        hand (int):
        type_ (Literal['card_spied']):
    """

    by: int
    card: str
    hand: int
    type_: Literal["card_spied"]

    def to_dict(self) -> dict[str, Any]:
        by = self.by

        card = self.card

        hand = self.hand

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "by": by,
                "card": card,
                "hand": hand,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        by = d.pop("by")

        card = d.pop("card")

        hand = d.pop("hand")

        type_ = cast(Literal["card_spied"], d.pop("type"))
        if type_ != "card_spied":
            raise ValueError(f"type must match const 'card_spied', got '{type_}'")

        flag_dash_event_card_spied = cls(
            by=by,
            card=card,
            hand=hand,
            type_=type_,
        )

        return flag_dash_event_card_spied
