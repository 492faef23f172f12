from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.flag_dash_event_team_plan_plan_item import (
        FlagDashEventTeamPlanPlanItem,
    )


T = TypeVar("T", bound="FlagDashEventTeamPlan")


@_attrs_define
class FlagDashEventTeamPlan:
    """Private to the team: a hand's plan, card and token per slot.

    Attributes:
        hand (int):
        plan (list[FlagDashEventTeamPlanPlanItem]):
        type_ (Literal['team_plan']):
    """

    hand: int
    plan: list[FlagDashEventTeamPlanPlanItem]
    type_: Literal["team_plan"]

    def to_dict(self) -> dict[str, Any]:
        hand = self.hand

        plan = []
        for plan_item_data in self.plan:
            plan_item = plan_item_data.to_dict()
            plan.append(plan_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
                "plan": plan,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.flag_dash_event_team_plan_plan_item import (
            FlagDashEventTeamPlanPlanItem,
        )

        d = dict(src_dict)
        hand = d.pop("hand")

        plan = []
        _plan = d.pop("plan")
        for plan_item_data in _plan:
            plan_item = FlagDashEventTeamPlanPlanItem.from_dict(plan_item_data)

            plan.append(plan_item)

        type_ = cast(Literal["team_plan"], d.pop("type"))
        if type_ != "team_plan":
            raise ValueError(f"type must match const 'team_plan', got '{type_}'")

        flag_dash_event_team_plan = cls(
            hand=hand,
            plan=plan,
            type_=type_,
        )

        return flag_dash_event_team_plan
