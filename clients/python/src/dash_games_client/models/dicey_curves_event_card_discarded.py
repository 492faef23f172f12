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

T = TypeVar("T", bound="DiceyCurvesEventCardDiscarded")


@_attrs_define
class DiceyCurvesEventCardDiscarded:
    """A track card that could not be laid.

    Attributes:
        card_type (str):
        type_ (Literal['card_discarded']):
    """

    card_type: str
    type_: Literal["card_discarded"]

    def to_dict(self) -> dict[str, Any]:
        card_type = self.card_type

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card_type": card_type,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card_type = d.pop("card_type")

        type_ = cast(Literal["card_discarded"], d.pop("type"))
        if type_ != "card_discarded":
            raise ValueError(f"type must match const 'card_discarded', got '{type_}'")

        dicey_curves_event_card_discarded = cls(
            card_type=card_type,
            type_=type_,
        )

        return dicey_curves_event_card_discarded
