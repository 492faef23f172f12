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

T = TypeVar("T", bound="FlagDashEventSpyReplaced")


@_attrs_define
class FlagDashEventSpyReplaced:
    """
    Attributes:
        commitment (str):
        hand (int):
        token (str):
        type_ (Literal['spy_replaced']):
    """

    commitment: str
    hand: int
    token: str
    type_: Literal["spy_replaced"]

    def to_dict(self) -> dict[str, Any]:
        commitment = self.commitment

        hand = self.hand

        token = self.token

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "commitment": commitment,
                "hand": hand,
                "token": token,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        commitment = d.pop("commitment")

        hand = d.pop("hand")

        token = d.pop("token")

        type_ = cast(Literal["spy_replaced"], d.pop("type"))
        if type_ != "spy_replaced":
            raise ValueError(f"type must match const 'spy_replaced', got '{type_}'")

        flag_dash_event_spy_replaced = cls(
            commitment=commitment,
            hand=hand,
            token=token,
            type_=type_,
        )

        return flag_dash_event_spy_replaced
