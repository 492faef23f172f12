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

T = TypeVar("T", bound="DcDashMovePlayDetour")


@_attrs_define
class DcDashMovePlayDetour:
    """Play Detour: give up ``station_card`` for another Station card of its jurisdiction.

    Attributes:
        card (str):
        station_card (str):
        type_ (Literal['play_detour']):
    """

    card: str
    station_card: str
    type_: Literal["play_detour"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        station_card = self.station_card

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "station_card": station_card,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        station_card = d.pop("station_card")

        type_ = cast(Literal["play_detour"], d.pop("type"))
        if type_ != "play_detour":
            raise ValueError(f"type must match const 'play_detour', got '{type_}'")

        dc_dash_move_play_detour = cls(
            card=card,
            station_card=station_card,
            type_=type_,
        )

        return dc_dash_move_play_detour
