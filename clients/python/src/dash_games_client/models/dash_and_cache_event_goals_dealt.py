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

T = TypeVar("T", bound="DashAndCacheEventGoalsDealt")


@_attrs_define
class DashAndCacheEventGoalsDealt:
    """Each seat's goal cards, dealt face up (``goals[seat]``).

    Attributes:
        goals (list[list[str]]):
        type_ (Literal['goals_dealt']):
    """

    goals: list[list[str]]
    type_: Literal["goals_dealt"]

    def to_dict(self) -> dict[str, Any]:
        goals = []
        for goals_item_data in self.goals:
            goals_item = goals_item_data

            goals.append(goals_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "goals": goals,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        goals = []
        _goals = d.pop("goals")
        for goals_item_data in _goals:
            goals_item = cast(list[str], goals_item_data)

            goals.append(goals_item)

        type_ = cast(Literal["goals_dealt"], d.pop("type"))
        if type_ != "goals_dealt":
            raise ValueError(f"type must match const 'goals_dealt', got '{type_}'")

        dash_and_cache_event_goals_dealt = cls(
            goals=goals,
            type_=type_,
        )

        return dash_and_cache_event_goals_dealt
