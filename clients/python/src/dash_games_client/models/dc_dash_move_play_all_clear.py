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

T = TypeVar("T", bound="DcDashMovePlayAllClear")


@_attrs_define
class DcDashMovePlayAllClear:
    """Play a card that takes one disruption token off the board.

    Attributes:
        card (str):
        station (str):
        type_ (Literal['play_all_clear']):
    """

    card: str
    station: str
    type_: Literal["play_all_clear"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        station = self.station

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "station": station,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        station = d.pop("station")

        type_ = cast(Literal["play_all_clear"], d.pop("type"))
        if type_ != "play_all_clear":
            raise ValueError(f"type must match const 'play_all_clear', got '{type_}'")

        dc_dash_move_play_all_clear = cls(
            card=card,
            station=station,
            type_=type_,
        )

        return dc_dash_move_play_all_clear
