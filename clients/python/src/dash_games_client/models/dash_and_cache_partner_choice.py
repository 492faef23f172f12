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

T = TypeVar("T", bound="DashAndCachePartnerChoice")


@_attrs_define
class DashAndCachePartnerChoice:
    """
    Attributes:
        name (Literal['trade_partner']):
    """

    name: Literal["trade_partner"]

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
        name = cast(Literal["trade_partner"], d.pop("name"))
        if name != "trade_partner":
            raise ValueError(f"name must match const 'trade_partner', got '{name}'")

        dash_and_cache_partner_choice = cls(
            name=name,
        )

        return dash_and_cache_partner_choice
