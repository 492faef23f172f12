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

T = TypeVar("T", bound="DcDashEventYourDetour")


@_attrs_define
class DcDashEventYourDetour:
    """Private to the seat: the Station card given up and the one drawn.

    Attributes:
        drew (str):
        gave_up (str):
        type_ (Literal['your_detour']):
    """

    drew: str
    gave_up: str
    type_: Literal["your_detour"]

    def to_dict(self) -> dict[str, Any]:
        drew = self.drew

        gave_up = self.gave_up

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "drew": drew,
                "gave_up": gave_up,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        drew = d.pop("drew")

        gave_up = d.pop("gave_up")

        type_ = cast(Literal["your_detour"], d.pop("type"))
        if type_ != "your_detour":
            raise ValueError(f"type must match const 'your_detour', got '{type_}'")

        dc_dash_event_your_detour = cls(
            drew=drew,
            gave_up=gave_up,
            type_=type_,
        )

        return dc_dash_event_your_detour
