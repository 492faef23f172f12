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

T = TypeVar("T", bound="DcDashMovePlayDraw")


@_attrs_define
class DcDashMovePlayDraw:
    """Play a draw card (SmarTrip Reload).

    Attributes:
        card (str):
        type_ (Literal['play_draw']):
    """

    card: str
    type_: Literal["play_draw"]

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

        type_ = cast(Literal["play_draw"], d.pop("type"))
        if type_ != "play_draw":
            raise ValueError(f"type must match const 'play_draw', got '{type_}'")

        dc_dash_move_play_draw = cls(
            card=card,
            type_=type_,
        )

        return dc_dash_move_play_draw
