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

T = TypeVar("T", bound="DashAndCacheMoveBreakTie")


@_attrs_define
class DashAndCacheMoveBreakTie:
    """As the auctioneer, pick which of the tied bidders wins the lot.

    Attributes:
        seat (int):
        type_ (Literal['break_tie']):
    """

    seat: int
    type_: Literal["break_tie"]

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

        type_ = cast(Literal["break_tie"], d.pop("type"))
        if type_ != "break_tie":
            raise ValueError(f"type must match const 'break_tie', got '{type_}'")

        dash_and_cache_move_break_tie = cls(
            seat=seat,
            type_=type_,
        )

        return dash_and_cache_move_break_tie
