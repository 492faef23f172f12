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

T = TypeVar("T", bound="FlagDashMoveDig")


@_attrs_define
class FlagDashMoveDig:
    """Remove the tunnel on an adjacent square, or place a tunnel token on an empty one.

    Attributes:
        square (str):
        type_ (Literal['dig']):
    """

    square: str
    type_: Literal["dig"]

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

        type_ = cast(Literal["dig"], d.pop("type"))
        if type_ != "dig":
            raise ValueError(f"type must match const 'dig', got '{type_}'")

        flag_dash_move_dig = cls(
            square=square,
            type_=type_,
        )

        return flag_dash_move_dig
