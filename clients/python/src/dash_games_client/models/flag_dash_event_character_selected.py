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

T = TypeVar("T", bound="FlagDashEventCharacterSelected")


@_attrs_define
class FlagDashEventCharacterSelected:
    """
    Attributes:
        character (str):
        hand (int):
        type_ (Literal['character_selected']):
    """

    character: str
    hand: int
    type_: Literal["character_selected"]

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        hand = self.hand

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "character": character,
                "hand": hand,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character = d.pop("character")

        hand = d.pop("hand")

        type_ = cast(Literal["character_selected"], d.pop("type"))
        if type_ != "character_selected":
            raise ValueError(
                f"type must match const 'character_selected', got '{type_}'"
            )

        flag_dash_event_character_selected = cls(
            character=character,
            hand=hand,
            type_=type_,
        )

        return flag_dash_event_character_selected
