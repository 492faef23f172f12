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

T = TypeVar("T", bound="DiceyCurvesEventTurnEnded")


@_attrs_define
class DiceyCurvesEventTurnEnded:
    """
    Attributes:
        best_combo (int):
        chips_bought (int):
        seat (int):
        type_ (Literal['turn_ended']):
    """

    best_combo: int
    chips_bought: int
    seat: int
    type_: Literal["turn_ended"]

    def to_dict(self) -> dict[str, Any]:
        best_combo = self.best_combo

        chips_bought = self.chips_bought

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "best_combo": best_combo,
                "chips_bought": chips_bought,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        best_combo = d.pop("best_combo")

        chips_bought = d.pop("chips_bought")

        seat = d.pop("seat")

        type_ = cast(Literal["turn_ended"], d.pop("type"))
        if type_ != "turn_ended":
            raise ValueError(f"type must match const 'turn_ended', got '{type_}'")

        dicey_curves_event_turn_ended = cls(
            best_combo=best_combo,
            chips_bought=chips_bought,
            seat=seat,
            type_=type_,
        )

        return dicey_curves_event_turn_ended
