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

T = TypeVar("T", bound="DiceyCurvesMoveEndTurn")


@_attrs_define
class DiceyCurvesMoveEndTurn:
    """Stop moving; the best remaining combo buys chips and the next player's turn begins.

    Attributes:
        type_ (Literal['end_turn']):
    """

    type_: Literal["end_turn"]

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
        type_ = cast(Literal["end_turn"], d.pop("type"))
        if type_ != "end_turn":
            raise ValueError(f"type must match const 'end_turn', got '{type_}'")

        dicey_curves_move_end_turn = cls(
            type_=type_,
        )

        return dicey_curves_move_end_turn
