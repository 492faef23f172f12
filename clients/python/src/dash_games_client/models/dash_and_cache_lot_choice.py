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

T = TypeVar("T", bound="DashAndCacheLotChoice")


@_attrs_define
class DashAndCacheLotChoice:
    """
    Attributes:
        name (Literal['auction_lot']):
    """

    name: Literal["auction_lot"]

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
        name = cast(Literal["auction_lot"], d.pop("name"))
        if name != "auction_lot":
            raise ValueError(f"name must match const 'auction_lot', got '{name}'")

        dash_and_cache_lot_choice = cls(
            name=name,
        )

        return dash_and_cache_lot_choice
