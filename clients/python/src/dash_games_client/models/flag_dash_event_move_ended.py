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

T = TypeVar("T", bound="FlagDashEventMoveEnded")


@_attrs_define
class FlagDashEventMoveEnded:
    """A hand's move ended; ``forfeited``: the effects it gave up.

    Attributes:
        forfeited (list[str]):
        hand (int):
        type_ (Literal['move_ended']):
    """

    forfeited: list[str]
    hand: int
    type_: Literal["move_ended"]

    def to_dict(self) -> dict[str, Any]:
        forfeited = self.forfeited

        hand = self.hand

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "forfeited": forfeited,
                "hand": hand,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        forfeited = cast(list[str], d.pop("forfeited"))

        hand = d.pop("hand")

        type_ = cast(Literal["move_ended"], d.pop("type"))
        if type_ != "move_ended":
            raise ValueError(f"type must match const 'move_ended', got '{type_}'")

        flag_dash_event_move_ended = cls(
            forfeited=forfeited,
            hand=hand,
            type_=type_,
        )

        return flag_dash_event_move_ended
