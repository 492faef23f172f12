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
    from ..models.flag_dash_event_action_move import FlagDashEventActionMove


T = TypeVar("T", bound="FlagDashEventAction")


@_attrs_define
class FlagDashEventAction:
    """One effect resolved: the move as played.

    Attributes:
        hand (int):
        move (FlagDashEventActionMove):
        type_ (Literal['action']):
    """

    hand: int
    move: FlagDashEventActionMove
    type_: Literal["action"]

    def to_dict(self) -> dict[str, Any]:
        hand = self.hand

        move = self.move.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
                "move": move,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.flag_dash_event_action_move import FlagDashEventActionMove

        d = dict(src_dict)
        hand = d.pop("hand")

        move = FlagDashEventActionMove.from_dict(d.pop("move"))

        type_ = cast(Literal["action"], d.pop("type"))
        if type_ != "action":
            raise ValueError(f"type must match const 'action', got '{type_}'")

        flag_dash_event_action = cls(
            hand=hand,
            move=move,
            type_=type_,
        )

        return flag_dash_event_action
