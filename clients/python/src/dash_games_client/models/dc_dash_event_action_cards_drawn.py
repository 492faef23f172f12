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

T = TypeVar("T", bound="DcDashEventActionCardsDrawn")


@_attrs_define
class DcDashEventActionCardsDrawn:
    """How many cards a seat drew (everyone sees the count; the seat alone the cards).

    Attributes:
        count (int):
        seat (int):
        type_ (Literal['action_cards_drawn']):
    """

    count: int
    seat: int
    type_: Literal["action_cards_drawn"]

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        count = d.pop("count")

        seat = d.pop("seat")

        type_ = cast(Literal["action_cards_drawn"], d.pop("type"))
        if type_ != "action_cards_drawn":
            raise ValueError(
                f"type must match const 'action_cards_drawn', got '{type_}'"
            )

        dc_dash_event_action_cards_drawn = cls(
            count=count,
            seat=seat,
            type_=type_,
        )

        return dc_dash_event_action_cards_drawn
