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

T = TypeVar("T", bound="DashAndCacheAwaitRoll")


@_attrs_define
class DashAndCacheAwaitRoll:
    """The player whose turn it is rolls, and may first put cache items forward (claim).

    Attributes:
        name (Literal['roll']):
    """

    name: Literal["roll"]

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = cast(Literal["roll"], d.pop("name"))
        if name != "roll":
            raise ValueError(f"name must match const 'roll', got '{name}'")

        dash_and_cache_await_roll = cls(
            name=name,
        )

        return dash_and_cache_await_roll
