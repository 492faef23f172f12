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

from ..models.flag_dash_move_jump_direction import FlagDashMoveJumpDirection

T = TypeVar("T", bound="FlagDashMoveJump")


@_attrs_define
class FlagDashMoveJump:
    """Jump over the adjacent wall or character in ``direction`` to the square beyond.

    Attributes:
        direction (FlagDashMoveJumpDirection):
        type_ (Literal['jump']):
    """

    direction: FlagDashMoveJumpDirection
    type_: Literal["jump"]

    def to_dict(self) -> dict[str, Any]:
        direction = self.direction.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "direction": direction,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        direction = FlagDashMoveJumpDirection(d.pop("direction"))

        type_ = cast(Literal["jump"], d.pop("type"))
        if type_ != "jump":
            raise ValueError(f"type must match const 'jump', got '{type_}'")

        flag_dash_move_jump = cls(
            direction=direction,
            type_=type_,
        )

        return flag_dash_move_jump
