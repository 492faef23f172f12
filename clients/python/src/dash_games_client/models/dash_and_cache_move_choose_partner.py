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

T = TypeVar("T", bound="DashAndCacheMoveChoosePartner")


@_attrs_define
class DashAndCacheMoveChoosePartner:
    """The trade face: the seat you try to strike a deal with.

    Attributes:
        seat (int):
        type_ (Literal['choose_partner']):
    """

    seat: int
    type_: Literal["choose_partner"]

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

        type_ = cast(Literal["choose_partner"], d.pop("type"))
        if type_ != "choose_partner":
            raise ValueError(f"type must match const 'choose_partner', got '{type_}'")

        dash_and_cache_move_choose_partner = cls(
            seat=seat,
            type_=type_,
        )

        return dash_and_cache_move_choose_partner
