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

T = TypeVar("T", bound="FlagDashMoveSetTrap")


@_attrs_define
class FlagDashMoveSetTrap:
    """Place a trap token on ``square``, one or two squares from the runner.

    Attributes:
        square (str):
        type_ (Literal['set_trap']):
    """

    square: str
    type_: Literal["set_trap"]

    def to_dict(self) -> dict[str, Any]:
        square = self.square

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "square": square,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        square = d.pop("square")

        type_ = cast(Literal["set_trap"], d.pop("type"))
        if type_ != "set_trap":
            raise ValueError(f"type must match const 'set_trap', got '{type_}'")

        flag_dash_move_set_trap = cls(
            square=square,
            type_=type_,
        )

        return flag_dash_move_set_trap
