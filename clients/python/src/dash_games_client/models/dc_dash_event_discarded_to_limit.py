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

T = TypeVar("T", bound="DcDashEventDiscardedToLimit")


@_attrs_define
class DcDashEventDiscardedToLimit:
    """
    Attributes:
        card (str):
        seat (int):
        type_ (Literal['discarded_to_limit']):
    """

    card: str
    seat: int
    type_: Literal["discarded_to_limit"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        seat = d.pop("seat")

        type_ = cast(Literal["discarded_to_limit"], d.pop("type"))
        if type_ != "discarded_to_limit":
            raise ValueError(
                f"type must match const 'discarded_to_limit', got '{type_}'"
            )

        dc_dash_event_discarded_to_limit = cls(
            card=card,
            seat=seat,
            type_=type_,
        )

        return dc_dash_event_discarded_to_limit
