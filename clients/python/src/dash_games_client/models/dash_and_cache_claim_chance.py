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

T = TypeVar("T", bound="DashAndCacheClaimChance")


@_attrs_define
class DashAndCacheClaimChance:
    """Companion mode: ``seat``'s cache gained an item and holds five or more, and the server cannot see whether they now
    match; ``seat`` may put items forward for goal cards or stop.

        Attributes:
            name (Literal['claim_chance']):
            seat (int):
    """

    name: Literal["claim_chance"]
    seat: int

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = cast(Literal["claim_chance"], d.pop("name"))
        if name != "claim_chance":
            raise ValueError(f"name must match const 'claim_chance', got '{name}'")

        seat = d.pop("seat")

        dash_and_cache_claim_chance = cls(
            name=name,
            seat=seat,
        )

        return dash_and_cache_claim_chance
