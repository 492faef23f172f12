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

T = TypeVar("T", bound="DiceyCurvesMoveStep")


@_attrs_define
class DiceyCurvesMoveStep:
    """Move the driven car one space forward or sideways, to (card, lane, row).

    Attributes:
        card (int):
        lane (int):
        row (int):
        type_ (Literal['step']):
    """

    card: int
    lane: int
    row: int
    type_: Literal["step"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        lane = self.lane

        row = self.row

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "lane": lane,
                "row": row,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        lane = d.pop("lane")

        row = d.pop("row")

        type_ = cast(Literal["step"], d.pop("type"))
        if type_ != "step":
            raise ValueError(f"type must match const 'step', got '{type_}'")

        dicey_curves_move_step = cls(
            card=card,
            lane=lane,
            row=row,
            type_=type_,
        )

        return dicey_curves_move_step
