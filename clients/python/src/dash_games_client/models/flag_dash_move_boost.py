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

from ..models.flag_dash_move_boost_direction import FlagDashMoveBoostDirection

T = TypeVar("T", bound="FlagDashMoveBoost")


@_attrs_define
class FlagDashMoveBoost:
    """Spend one boost of the moving character for one step in any direction.

    Attributes:
        direction (FlagDashMoveBoostDirection):
        type_ (Literal['boost']):
    """

    direction: FlagDashMoveBoostDirection
    type_: Literal["boost"]

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
        direction = FlagDashMoveBoostDirection(d.pop("direction"))

        type_ = cast(Literal["boost"], d.pop("type"))
        if type_ != "boost":
            raise ValueError(f"type must match const 'boost', got '{type_}'")

        flag_dash_move_boost = cls(
            direction=direction,
            type_=type_,
        )

        return flag_dash_move_boost
