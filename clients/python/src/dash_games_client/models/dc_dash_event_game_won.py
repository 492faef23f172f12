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

T = TypeVar("T", bound="DcDashEventGameWon")


@_attrs_define
class DcDashEventGameWon:
    """The game's own end event (``game_finished`` follows it with the outcome).

    Attributes:
        seat (int):
        type_ (Literal['game_won']):
    """

    seat: int
    type_: Literal["game_won"]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = cast(Literal["game_won"], d.pop("type"))
        if type_ != "game_won":
            raise ValueError(f"type must match const 'game_won', got '{type_}'")

        dc_dash_event_game_won = cls(
            seat=seat,
            type_=type_,
        )

        return dc_dash_event_game_won
