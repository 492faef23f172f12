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

from ..types import UNSET, Unset

T = TypeVar("T", bound="DashAndCacheVictoryCall")


@_attrs_define
class DashAndCacheVictoryCall:
    """``caller``'s cache holds their five: ``items[i]`` is claimed for their goal card ``i``. The others may challenge one
    of those claims, or pass, before the win stands.

        Attributes:
            caller (int):
            items (list[str]):
            name (Literal['victory_call']):
            passed (list[int] | Unset):
    """

    caller: int
    items: list[str]
    name: Literal["victory_call"]
    passed: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        caller = self.caller

        items = self.items

        name = self.name

        passed: list[int] | Unset = UNSET
        if not isinstance(self.passed, Unset):
            passed = self.passed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "caller": caller,
                "items": items,
                "name": name,
            }
        )
        if passed is not UNSET:
            field_dict["passed"] = passed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        caller = d.pop("caller")

        items = cast(list[str], d.pop("items"))

        name = cast(Literal["victory_call"], d.pop("name"))
        if name != "victory_call":
            raise ValueError(f"name must match const 'victory_call', got '{name}'")

        passed = cast(list[int], d.pop("passed", UNSET))

        dash_and_cache_victory_call = cls(
            caller=caller,
            items=items,
            name=name,
            passed=passed,
        )

        return dash_and_cache_victory_call
