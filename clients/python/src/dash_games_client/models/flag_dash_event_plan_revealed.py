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

T = TypeVar("T", bound="FlagDashEventPlanRevealed")


@_attrs_define
class FlagDashEventPlanRevealed:
    """A slot revealed with its salt, so anyone can check it against its commitment.

    Attributes:
        card (str):
        commitment (str):
        hand (int):
        round_ (int):
        salt (str):
        slot (int):
        token (str):
        type_ (Literal['plan_revealed']):
    """

    card: str
    commitment: str
    hand: int
    round_: int
    salt: str
    slot: int
    token: str
    type_: Literal["plan_revealed"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        commitment = self.commitment

        hand = self.hand

        round_ = self.round_

        salt = self.salt

        slot = self.slot

        token = self.token

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "commitment": commitment,
                "hand": hand,
                "round": round_,
                "salt": salt,
                "slot": slot,
                "token": token,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        commitment = d.pop("commitment")

        hand = d.pop("hand")

        round_ = d.pop("round")

        salt = d.pop("salt")

        slot = d.pop("slot")

        token = d.pop("token")

        type_ = cast(Literal["plan_revealed"], d.pop("type"))
        if type_ != "plan_revealed":
            raise ValueError(f"type must match const 'plan_revealed', got '{type_}'")

        flag_dash_event_plan_revealed = cls(
            card=card,
            commitment=commitment,
            hand=hand,
            round_=round_,
            salt=salt,
            slot=slot,
            token=token,
            type_=type_,
        )

        return flag_dash_event_plan_revealed
