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

T = TypeVar("T", bound="DiceyCurvesEventCardLaid")


@_attrs_define
class DiceyCurvesEventCardLaid:
    """A track card laid at the end of the track (``card``: its index in the track).

    Attributes:
        card (int):
        card_type (str):
        type_ (Literal['card_laid']):
    """

    card: int
    card_type: str
    type_: Literal["card_laid"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        card_type = self.card_type

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "card_type": card_type,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        card_type = d.pop("card_type")

        type_ = cast(Literal["card_laid"], d.pop("type"))
        if type_ != "card_laid":
            raise ValueError(f"type must match const 'card_laid', got '{type_}'")

        dicey_curves_event_card_laid = cls(
            card=card,
            card_type=card_type,
            type_=type_,
        )

        return dicey_curves_event_card_laid
