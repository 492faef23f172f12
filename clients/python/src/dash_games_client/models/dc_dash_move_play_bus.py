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

T = TypeVar("T", bound="DcDashMovePlayBus")


@_attrs_define
class DcDashMovePlayBus:
    """Play a bus card: go to a station a few stops away on any lines, ignoring disruptions.

    Attributes:
        card (str):
        to (str):
        type_ (Literal['play_bus']):
    """

    card: str
    to: str
    type_: Literal["play_bus"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        to = d.pop("to")

        type_ = cast(Literal["play_bus"], d.pop("type"))
        if type_ != "play_bus":
            raise ValueError(f"type must match const 'play_bus', got '{type_}'")

        dc_dash_move_play_bus = cls(
            card=card,
            to=to,
            type_=type_,
        )

        return dc_dash_move_play_bus
