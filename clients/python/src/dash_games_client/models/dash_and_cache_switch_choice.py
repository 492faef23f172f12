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

T = TypeVar("T", bound="DashAndCacheSwitchChoice")


@_attrs_define
class DashAndCacheSwitchChoice:
    """
    Attributes:
        name (Literal['switch']):
    """

    name: Literal["switch"]

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
        name = cast(Literal["switch"], d.pop("name"))
        if name != "switch":
            raise ValueError(f"name must match const 'switch', got '{name}'")

        dash_and_cache_switch_choice = cls(
            name=name,
        )

        return dash_and_cache_switch_choice
