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

T = TypeVar("T", bound="DashAndCacheMoveShakeHands")


@_attrs_define
class DashAndCacheMoveShakeHands:
    """Agree to the deal as it stands; when both sides have, the items change hands.

    Attributes:
        type_ (Literal['shake_hands']):
    """

    type_: Literal["shake_hands"]

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
        type_ = cast(Literal["shake_hands"], d.pop("type"))
        if type_ != "shake_hands":
            raise ValueError(f"type must match const 'shake_hands', got '{type_}'")

        dash_and_cache_move_shake_hands = cls(
            type_=type_,
        )

        return dash_and_cache_move_shake_hands
