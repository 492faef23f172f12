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

T = TypeVar("T", bound="DashAndCacheEventTimeCalled")


@_attrs_define
class DashAndCacheEventTimeCalled:
    """Time was called: points by seat, and the winners.

    Attributes:
        scores (list[int]):
        type_ (Literal['time_called']):
        winners (list[int]):
    """

    scores: list[int]
    type_: Literal["time_called"]
    winners: list[int]

    def to_dict(self) -> dict[str, Any]:
        scores = self.scores

        type_ = self.type_

        winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "scores": scores,
                "type": type_,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        scores = cast(list[int], d.pop("scores"))

        type_ = cast(Literal["time_called"], d.pop("type"))
        if type_ != "time_called":
            raise ValueError(f"type must match const 'time_called', got '{type_}'")

        winners = cast(list[int], d.pop("winners"))

        dash_and_cache_event_time_called = cls(
            scores=scores,
            type_=type_,
            winners=winners,
        )

        return dash_and_cache_event_time_called
