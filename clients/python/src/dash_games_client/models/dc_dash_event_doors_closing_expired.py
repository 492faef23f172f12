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

T = TypeVar("T", bound="DcDashEventDoorsClosingExpired")


@_attrs_define
class DcDashEventDoorsClosingExpired:
    """
    Attributes:
        seat (int):
        type_ (Literal['doors_closing_expired']):
    """

    seat: int
    type_: Literal["doors_closing_expired"]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = cast(Literal["doors_closing_expired"], d.pop("type"))
        if type_ != "doors_closing_expired":
            raise ValueError(
                f"type must match const 'doors_closing_expired', got '{type_}'"
            )

        dc_dash_event_doors_closing_expired = cls(
            seat=seat,
            type_=type_,
        )

        return dc_dash_event_doors_closing_expired
