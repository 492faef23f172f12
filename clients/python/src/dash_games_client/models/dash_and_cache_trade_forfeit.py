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

T = TypeVar("T", bound="DashAndCacheTradeForfeit")


@_attrs_define
class DashAndCacheTradeForfeit:
    """No deal in time: each seat in ``pending`` still has to junk one of its items.

    Attributes:
        name (Literal['trade_forfeit']):
        pending (list[int]):
    """

    name: Literal["trade_forfeit"]
    pending: list[int]

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        pending = self.pending

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "pending": pending,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = cast(Literal["trade_forfeit"], d.pop("name"))
        if name != "trade_forfeit":
            raise ValueError(f"name must match const 'trade_forfeit', got '{name}'")

        pending = cast(list[int], d.pop("pending"))

        dash_and_cache_trade_forfeit = cls(
            name=name,
            pending=pending,
        )

        return dash_and_cache_trade_forfeit
