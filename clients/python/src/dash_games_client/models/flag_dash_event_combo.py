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

T = TypeVar("T", bound="FlagDashEventCombo")


@_attrs_define
class FlagDashEventCombo:
    """The second card of a combo (None: the first alone).

    Attributes:
        card (None | str):
        hand (int):
        type_ (Literal['combo']):
    """

    card: None | str
    hand: int
    type_: Literal["combo"]

    def to_dict(self) -> dict[str, Any]:
        card: None | str
        card = self.card

        hand = self.hand

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "hand": hand,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        hand = d.pop("hand")

        type_ = cast(Literal["combo"], d.pop("type"))
        if type_ != "combo":
            raise ValueError(f"type must match const 'combo', got '{type_}'")

        flag_dash_event_combo = cls(
            card=card,
            hand=hand,
            type_=type_,
        )

        return flag_dash_event_combo
