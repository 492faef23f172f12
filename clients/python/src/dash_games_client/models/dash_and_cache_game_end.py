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

from ..models.dash_and_cache_game_end_reason import DashAndCacheGameEndReason

T = TypeVar("T", bound="DashAndCacheGameEnd")


@_attrs_define
class DashAndCacheGameEnd:
    """``cache_complete``: the first five-of-five, unchallenged. ``time_called``: the optional round limit ran out and the
    most goal cards matched won (ties share).

        Attributes:
            name (Literal['over']):
            reason (DashAndCacheGameEndReason):
            winners (list[int]):
    """

    name: Literal["over"]
    reason: DashAndCacheGameEndReason
    winners: list[int]

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        reason = self.reason.value

        winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "reason": reason,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = cast(Literal["over"], d.pop("name"))
        if name != "over":
            raise ValueError(f"name must match const 'over', got '{name}'")

        reason = DashAndCacheGameEndReason(d.pop("reason"))

        winners = cast(list[int], d.pop("winners"))

        dash_and_cache_game_end = cls(
            name=name,
            reason=reason,
            winners=winners,
        )

        return dash_and_cache_game_end
