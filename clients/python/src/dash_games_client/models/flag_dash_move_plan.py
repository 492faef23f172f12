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

T = TypeVar("T", bound="FlagDashMovePlan")


@_attrs_define
class FlagDashMovePlan:
    """Place one action card face down with a priority token on it (first pair, then second).

    Attributes:
        card (str):
        hand (int):
        token (str):
        type_ (Literal['plan']):
    """

    card: str
    hand: int
    token: str
    type_: Literal["plan"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        hand = self.hand

        token = self.token

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "hand": hand,
                "token": token,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        hand = d.pop("hand")

        token = d.pop("token")

        type_ = cast(Literal["plan"], d.pop("type"))
        if type_ != "plan":
            raise ValueError(f"type must match const 'plan', got '{type_}'")

        flag_dash_move_plan = cls(
            card=card,
            hand=hand,
            token=token,
            type_=type_,
        )

        return flag_dash_move_plan
