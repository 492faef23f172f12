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

T = TypeVar("T", bound="DcDashMoveStay")


@_attrs_define
class DcDashMoveStay:
    """Option 1 over no stations: stay where you are (on a transfer station you still draw).

    Attributes:
        type_ (Literal['stay']):
    """

    type_: Literal["stay"]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["stay"], d.pop("type"))
        if type_ != "stay":
            raise ValueError(f"type must match const 'stay', got '{type_}'")

        dc_dash_move_stay = cls(
            type_=type_,
        )

        return dc_dash_move_stay
