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

T = TypeVar("T", bound="FlagDashEventPlanCommitted")


@_attrs_define
class FlagDashEventPlanCommitted:
    """A hand committed its plan: a commitment (SHA-256) per slot.

    Attributes:
        commitments (list[str]):
        hand (int):
        round_ (int):
        type_ (Literal['plan_committed']):
    """

    commitments: list[str]
    hand: int
    round_: int
    type_: Literal["plan_committed"]

    def to_dict(self) -> dict[str, Any]:
        commitments = self.commitments

        hand = self.hand

        round_ = self.round_

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "commitments": commitments,
                "hand": hand,
                "round": round_,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        commitments = cast(list[str], d.pop("commitments"))

        hand = d.pop("hand")

        round_ = d.pop("round")

        type_ = cast(Literal["plan_committed"], d.pop("type"))
        if type_ != "plan_committed":
            raise ValueError(f"type must match const 'plan_committed', got '{type_}'")

        flag_dash_event_plan_committed = cls(
            commitments=commitments,
            hand=hand,
            round_=round_,
            type_=type_,
        )

        return flag_dash_event_plan_committed
