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

T = TypeVar("T", bound="DcDashEventHandDiscarded")


@_attrs_define
class DcDashEventHandDiscarded:
    """
    Attributes:
        cards (list[str]):
        seat (int):
        type_ (Literal['hand_discarded']):
    """

    cards: list[str]
    seat: int
    type_: Literal["hand_discarded"]

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        seat = d.pop("seat")

        type_ = cast(Literal["hand_discarded"], d.pop("type"))
        if type_ != "hand_discarded":
            raise ValueError(f"type must match const 'hand_discarded', got '{type_}'")

        dc_dash_event_hand_discarded = cls(
            cards=cards,
            seat=seat,
            type_=type_,
        )

        return dc_dash_event_hand_discarded
