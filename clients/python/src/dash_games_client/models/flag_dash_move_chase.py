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

from ..models.flag_dash_move_chase_direction import FlagDashMoveChaseDirection

T = TypeVar("T", bound="FlagDashMoveChase")


@_attrs_define
class FlagDashMoveChase:
    """Cats chase one of the two characters nearest the runner one space further away.

    Attributes:
        direction (FlagDashMoveChaseDirection):
        target (str):
        type_ (Literal['chase']):
    """

    direction: FlagDashMoveChaseDirection
    target: str
    type_: Literal["chase"]

    def to_dict(self) -> dict[str, Any]:
        direction = self.direction.value

        target = self.target

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "direction": direction,
                "target": target,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        direction = FlagDashMoveChaseDirection(d.pop("direction"))

        target = d.pop("target")

        type_ = cast(Literal["chase"], d.pop("type"))
        if type_ != "chase":
            raise ValueError(f"type must match const 'chase', got '{type_}'")

        flag_dash_move_chase = cls(
            direction=direction,
            target=target,
            type_=type_,
        )

        return flag_dash_move_chase
