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

T = TypeVar("T", bound="DcDashMoveDiscardHand")


@_attrs_define
class DcDashMoveDiscardHand:
    """Option 3: discard every Action card you hold (none counts) to end one disruption.

    Attributes:
        station (str):
        type_ (Literal['discard_hand']):
    """

    station: str
    type_: Literal["discard_hand"]

    def to_dict(self) -> dict[str, Any]:
        station = self.station

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "station": station,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        station = d.pop("station")

        type_ = cast(Literal["discard_hand"], d.pop("type"))
        if type_ != "discard_hand":
            raise ValueError(f"type must match const 'discard_hand', got '{type_}'")

        dc_dash_move_discard_hand = cls(
            station=station,
            type_=type_,
        )

        return dc_dash_move_discard_hand
