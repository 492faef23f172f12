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

T = TypeVar("T", bound="TableEventTurn")


@_attrs_define
class TableEventTurn:
    """Only for a seated reader, in place of a step it may see nothing of: the step handed its seat the turn (the record
    carries its legal moves).

        Attributes:
            type_ (Literal['turn']):
    """

    type_: Literal["turn"]

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
        type_ = cast(Literal["turn"], d.pop("type"))
        if type_ != "turn":
            raise ValueError(f"type must match const 'turn', got '{type_}'")

        table_event_turn = cls(
            type_=type_,
        )

        return table_event_turn
