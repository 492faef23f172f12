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

T = TypeVar("T", bound="DcDashMovePlayRide")


@_attrs_define
class DcDashMovePlayRide:
    """Play a ride card (Express Train): a longer ride along one line serving your station.

    Attributes:
        card (str):
        line (str):
        to (str):
        type_ (Literal['play_ride']):
    """

    card: str
    line: str
    to: str
    type_: Literal["play_ride"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        line = self.line

        to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "line": line,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        line = d.pop("line")

        to = d.pop("to")

        type_ = cast(Literal["play_ride"], d.pop("type"))
        if type_ != "play_ride":
            raise ValueError(f"type must match const 'play_ride', got '{type_}'")

        dc_dash_move_play_ride = cls(
            card=card,
            line=line,
            to=to,
            type_=type_,
        )

        return dc_dash_move_play_ride
