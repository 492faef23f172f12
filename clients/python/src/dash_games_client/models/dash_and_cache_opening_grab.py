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

T = TypeVar("T", bound="DashAndCacheOpeningGrab")


@_attrs_define
class DashAndCacheOpeningGrab:
    """Everyone grabs up to two items and comes back before the clock runs out.

    Attributes:
        name (Literal['opening_grab']):
        returned (list[int] | Unset):
    """

    name: Literal["opening_grab"]
    returned: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        returned: list[int] | Unset = UNSET
        if not isinstance(self.returned, Unset):
            returned = self.returned

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if returned is not UNSET:
            field_dict["returned"] = returned

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = cast(Literal["opening_grab"], d.pop("name"))
        if name != "opening_grab":
            raise ValueError(f"name must match const 'opening_grab', got '{name}'")

        returned = cast(list[int], d.pop("returned", UNSET))

        dash_and_cache_opening_grab = cls(
            name=name,
            returned=returned,
        )

        return dash_and_cache_opening_grab
