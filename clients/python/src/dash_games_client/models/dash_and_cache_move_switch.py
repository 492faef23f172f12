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

T = TypeVar("T", bound="DashAndCacheMoveSwitch")


@_attrs_define
class DashAndCacheMoveSwitch:
    """Swap ``give`` (from your cache) for ``take`` (from the junk pile); one side may be null when the rules say so (take
    for free, or donate without return).

        Attributes:
            give (None | str):
            take (None | str):
            type_ (Literal['switch']):
    """

    give: None | str
    take: None | str
    type_: Literal["switch"]

    def to_dict(self) -> dict[str, Any]:
        give: None | str
        give = self.give

        take: None | str
        take = self.take

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "give": give,
                "take": take,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_give(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        give = _parse_give(d.pop("give"))

        def _parse_take(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        take = _parse_take(d.pop("take"))

        type_ = cast(Literal["switch"], d.pop("type"))
        if type_ != "switch":
            raise ValueError(f"type must match const 'switch', got '{type_}'")

        dash_and_cache_move_switch = cls(
            give=give,
            take=take,
            type_=type_,
        )

        return dash_and_cache_move_switch
