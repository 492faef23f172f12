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

T = TypeVar("T", bound="DcDashEventDetour")


@_attrs_define
class DcDashEventDetour:
    """
    Attributes:
        jurisdiction (str):
        seat (int):
        type_ (Literal['detour']):
    """

    jurisdiction: str
    seat: int
    type_: Literal["detour"]

    def to_dict(self) -> dict[str, Any]:
        jurisdiction = self.jurisdiction

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "jurisdiction": jurisdiction,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        jurisdiction = d.pop("jurisdiction")

        seat = d.pop("seat")

        type_ = cast(Literal["detour"], d.pop("type"))
        if type_ != "detour":
            raise ValueError(f"type must match const 'detour', got '{type_}'")

        dc_dash_event_detour = cls(
            jurisdiction=jurisdiction,
            seat=seat,
            type_=type_,
        )

        return dc_dash_event_detour
