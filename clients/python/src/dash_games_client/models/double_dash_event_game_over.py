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

from ..models.double_dash_event_game_over_reason import DoubleDashEventGameOverReason

T = TypeVar("T", bound="DoubleDashEventGameOver")


@_attrs_define
class DoubleDashEventGameOver:
    """The game's own end event (``game_finished`` follows it with the outcome).

    Attributes:
        reason (DoubleDashEventGameOverReason):
        type_ (Literal['game_over']):
        winner (int):
    """

    reason: DoubleDashEventGameOverReason
    type_: Literal["game_over"]
    winner: int

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason.value

        type_ = self.type_

        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "type": type_,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        reason = DoubleDashEventGameOverReason(d.pop("reason"))

        type_ = cast(Literal["game_over"], d.pop("type"))
        if type_ != "game_over":
            raise ValueError(f"type must match const 'game_over', got '{type_}'")

        winner = d.pop("winner")

        double_dash_event_game_over = cls(
            reason=reason,
            type_=type_,
            winner=winner,
        )

        return double_dash_event_game_over
