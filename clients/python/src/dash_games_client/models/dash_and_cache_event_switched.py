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

T = TypeVar("T", bound="DashAndCacheEventSwitched")


@_attrs_define
class DashAndCacheEventSwitched:
    """The seat gave ``gave`` (None: nothing) and took ``took``.

    Attributes:
        gave (None | str):
        seat (int):
        took (str):
        type_ (Literal['switched']):
    """

    gave: None | str
    seat: int
    took: str
    type_: Literal["switched"]

    def to_dict(self) -> dict[str, Any]:
        gave: None | str
        gave = self.gave

        seat = self.seat

        took = self.took

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "gave": gave,
                "seat": seat,
                "took": took,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_gave(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        gave = _parse_gave(d.pop("gave"))

        seat = d.pop("seat")

        took = d.pop("took")

        type_ = cast(Literal["switched"], d.pop("type"))
        if type_ != "switched":
            raise ValueError(f"type must match const 'switched', got '{type_}'")

        dash_and_cache_event_switched = cls(
            gave=gave,
            seat=seat,
            took=took,
            type_=type_,
        )

        return dash_and_cache_event_switched
