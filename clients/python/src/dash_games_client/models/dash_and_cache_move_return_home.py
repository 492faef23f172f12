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

T = TypeVar("T", bound="DashAndCacheMoveReturnHome")


@_attrs_define
class DashAndCacheMoveReturnHome:
    """Get back to your starting place with what you hold. In the opening grab, ``keep`` names the item you keep when you
    hold two (the other goes to the junk pile).

        Attributes:
            type_ (Literal['return_home']):
            keep (None | str | Unset):
    """

    type_: Literal["return_home"]
    keep: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        keep: None | str | Unset
        if isinstance(self.keep, Unset):
            keep = UNSET
        else:
            keep = self.keep

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if keep is not UNSET:
            field_dict["keep"] = keep

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["return_home"], d.pop("type"))
        if type_ != "return_home":
            raise ValueError(f"type must match const 'return_home', got '{type_}'")

        def _parse_keep(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        keep = _parse_keep(d.pop("keep", UNSET))

        dash_and_cache_move_return_home = cls(
            type_=type_,
            keep=keep,
        )

        return dash_and_cache_move_return_home
