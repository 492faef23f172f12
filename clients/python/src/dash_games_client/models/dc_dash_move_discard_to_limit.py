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

T = TypeVar("T", bound="DcDashMoveDiscardToLimit")


@_attrs_define
class DcDashMoveDiscardToLimit:
    """Follow-up when a turn ends with more Action cards than the limit: discard one.

    Attributes:
        card (str):
        type_ (Literal['discard_to_limit']):
    """

    card: str
    type_: Literal["discard_to_limit"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        type_ = cast(Literal["discard_to_limit"], d.pop("type"))
        if type_ != "discard_to_limit":
            raise ValueError(f"type must match const 'discard_to_limit', got '{type_}'")

        dc_dash_move_discard_to_limit = cls(
            card=card,
            type_=type_,
        )

        return dc_dash_move_discard_to_limit
