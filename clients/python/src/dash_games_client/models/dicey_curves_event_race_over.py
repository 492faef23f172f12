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

from ..models.dicey_curves_event_race_over_reason import DiceyCurvesEventRaceOverReason

T = TypeVar("T", bound="DiceyCurvesEventRaceOver")


@_attrs_define
class DiceyCurvesEventRaceOver:
    """The game's own end event, with each car's place (``game_finished`` follows it).

    Attributes:
        places (list[int]):
        reason (DiceyCurvesEventRaceOverReason):
        type_ (Literal['race_over']):
    """

    places: list[int]
    reason: DiceyCurvesEventRaceOverReason
    type_: Literal["race_over"]

    def to_dict(self) -> dict[str, Any]:
        places = self.places

        reason = self.reason.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "places": places,
                "reason": reason,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        places = cast(list[int], d.pop("places"))

        reason = DiceyCurvesEventRaceOverReason(d.pop("reason"))

        type_ = cast(Literal["race_over"], d.pop("type"))
        if type_ != "race_over":
            raise ValueError(f"type must match const 'race_over', got '{type_}'")

        dicey_curves_event_race_over = cls(
            places=places,
            reason=reason,
            type_=type_,
        )

        return dicey_curves_event_race_over
