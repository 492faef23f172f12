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

T = TypeVar("T", bound="DiceyCurvesEventTurnStarted")


@_attrs_define
class DiceyCurvesEventTurnStarted:
    """
    Attributes:
        seat (int):
        type_ (Literal['turn_started']):
    """

    seat: int
    type_: Literal["turn_started"]

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

        type_ = cast(Literal["turn_started"], d.pop("type"))
        if type_ != "turn_started":
            raise ValueError(f"type must match const 'turn_started', got '{type_}'")

        dicey_curves_event_turn_started = cls(
            seat=seat,
            type_=type_,
        )

        return dicey_curves_event_turn_started
