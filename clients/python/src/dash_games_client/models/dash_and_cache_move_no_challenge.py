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

T = TypeVar("T", bound="DashAndCacheMoveNoChallenge")


@_attrs_define
class DashAndCacheMoveNoChallenge:
    """Let the claims just made, or a victory call, stand.

    Attributes:
        type_ (Literal['no_challenge']):
    """

    type_: Literal["no_challenge"]

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
        type_ = cast(Literal["no_challenge"], d.pop("type"))
        if type_ != "no_challenge":
            raise ValueError(f"type must match const 'no_challenge', got '{type_}'")

        dash_and_cache_move_no_challenge = cls(
            type_=type_,
        )

        return dash_and_cache_move_no_challenge
