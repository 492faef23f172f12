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

T = TypeVar("T", bound="DashAndCacheEventBallotCast")


@_attrs_define
class DashAndCacheEventBallotCast:
    """The seat voted (how, only it knows until the count).

    Attributes:
        seat (int):
        type_ (Literal['ballot_cast']):
    """

    seat: int
    type_: Literal["ballot_cast"]

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

        type_ = cast(Literal["ballot_cast"], d.pop("type"))
        if type_ != "ballot_cast":
            raise ValueError(f"type must match const 'ballot_cast', got '{type_}'")

        dash_and_cache_event_ballot_cast = cls(
            seat=seat,
            type_=type_,
        )

        return dash_and_cache_event_ballot_cast
