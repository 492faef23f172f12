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

T = TypeVar("T", bound="DashAndCacheEventTurnPassed")


@_attrs_define
class DashAndCacheEventTurnPassed:
    """
    Attributes:
        rounds_played (int):
        seat (int):
        type_ (Literal['turn_passed']):
    """

    rounds_played: int
    seat: int
    type_: Literal["turn_passed"]

    def to_dict(self) -> dict[str, Any]:
        rounds_played = self.rounds_played

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rounds_played": rounds_played,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        rounds_played = d.pop("rounds_played")

        seat = d.pop("seat")

        type_ = cast(Literal["turn_passed"], d.pop("type"))
        if type_ != "turn_passed":
            raise ValueError(f"type must match const 'turn_passed', got '{type_}'")

        dash_and_cache_event_turn_passed = cls(
            rounds_played=rounds_played,
            seat=seat,
            type_=type_,
        )

        return dash_and_cache_event_turn_passed
