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

from ..models.flag_dash_move_run_direction import FlagDashMoveRunDirection

T = TypeVar("T", bound="FlagDashMoveRun")


@_attrs_define
class FlagDashMoveRun:
    """One step of the moving character in ``direction``, as its owner's seat sees it.

    Attributes:
        direction (FlagDashMoveRunDirection):
        type_ (Literal['run']):
    """

    direction: FlagDashMoveRunDirection
    type_: Literal["run"]

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
        direction = FlagDashMoveRunDirection(d.pop("direction"))

        type_ = cast(Literal["run"], d.pop("type"))
        if type_ != "run":
            raise ValueError(f"type must match const 'run', got '{type_}'")

        flag_dash_move_run = cls(
            direction=direction,
            type_=type_,
        )

        return flag_dash_move_run
