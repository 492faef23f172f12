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

T = TypeVar("T", bound="DcDashMoveTravel")


@_attrs_define
class DcDashMoveTravel:
    """Option 1: ride up to four stations along one line serving your station.

    Attributes:
        line (str):
        to (str):
        type_ (Literal['travel']):
    """

    line: str
    to: str
    type_: Literal["travel"]

    def to_dict(self) -> dict[str, Any]:
        line = self.line

        to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "line": line,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        line = d.pop("line")

        to = d.pop("to")

        type_ = cast(Literal["travel"], d.pop("type"))
        if type_ != "travel":
            raise ValueError(f"type must match const 'travel', got '{type_}'")

        dc_dash_move_travel = cls(
            line=line,
            to=to,
            type_=type_,
        )

        return dc_dash_move_travel
