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

T = TypeVar("T", bound="FlagDashMoveSkip")


@_attrs_define
class FlagDashMoveSkip:
    """Forfeit one pending resolution of ``card`` (``"cats"`` for a chase).

    Attributes:
        card (str):
        type_ (Literal['skip']):
    """

    card: str
    type_: Literal["skip"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        type_ = cast(Literal["skip"], d.pop("type"))
        if type_ != "skip":
            raise ValueError(f"type must match const 'skip', got '{type_}'")

        flag_dash_move_skip = cls(
            card=card,
            type_=type_,
        )

        return flag_dash_move_skip
