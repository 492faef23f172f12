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

T = TypeVar("T", bound="DoubleDashMovePass")


@_attrs_define
class DoubleDashMovePass:
    """Give up one unused die; allowed only when no move or dash can use it right now.

    Attributes:
        die (int):
        type_ (Literal['pass']):
    """

    die: int
    type_: Literal["pass"]

    def to_dict(self) -> dict[str, Any]:
        die = self.die

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        die = d.pop("die")

        type_ = cast(Literal["pass"], d.pop("type"))
        if type_ != "pass":
            raise ValueError(f"type must match const 'pass', got '{type_}'")

        double_dash_move_pass = cls(
            die=die,
            type_=type_,
        )

        return double_dash_move_pass
