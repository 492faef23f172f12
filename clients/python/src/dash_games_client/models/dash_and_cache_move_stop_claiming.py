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

T = TypeVar("T", bound="DashAndCacheMoveStopClaiming")


@_attrs_define
class DashAndCacheMoveStopClaiming:
    """End a claim chance: put nothing more forward now.

    Attributes:
        type_ (Literal['stop_claiming']):
    """

    type_: Literal["stop_claiming"]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["stop_claiming"], d.pop("type"))
        if type_ != "stop_claiming":
            raise ValueError(f"type must match const 'stop_claiming', got '{type_}'")

        dash_and_cache_move_stop_claiming = cls(
            type_=type_,
        )

        return dash_and_cache_move_stop_claiming
