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

T = TypeVar("T", bound="DashAndCacheMoveChooseOpponent")


@_attrs_define
class DashAndCacheMoveChooseOpponent:
    """The race face: the seat you race against for the next card's item.

    Attributes:
        seat (int):
        type_ (Literal['choose_opponent']):
    """

    seat: int
    type_: Literal["choose_opponent"]

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

        type_ = cast(Literal["choose_opponent"], d.pop("type"))
        if type_ != "choose_opponent":
            raise ValueError(f"type must match const 'choose_opponent', got '{type_}'")

        dash_and_cache_move_choose_opponent = cls(
            seat=seat,
            type_=type_,
        )

        return dash_and_cache_move_choose_opponent
