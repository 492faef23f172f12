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

T = TypeVar("T", bound="DcDashEventYouDrewActionCards")


@_attrs_define
class DcDashEventYouDrewActionCards:
    """Private to the drawing seat: the cards it drew.

    Attributes:
        cards (list[str]):
        type_ (Literal['you_drew_action_cards']):
    """

    cards: list[str]
    type_: Literal["you_drew_action_cards"]

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
        cards = cast(list[str], d.pop("cards"))

        type_ = cast(Literal["you_drew_action_cards"], d.pop("type"))
        if type_ != "you_drew_action_cards":
            raise ValueError(
                f"type must match const 'you_drew_action_cards', got '{type_}'"
            )

        dc_dash_event_you_drew_action_cards = cls(
            cards=cards,
            type_=type_,
        )

        return dc_dash_event_you_drew_action_cards
