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

T = TypeVar("T", bound="SeekRemovedData")


@_attrs_define
class SeekRemovedData:
    """
    Attributes:
        game_type (str):
        reason (Literal['expired']):
        seek_id (str):
    """

    game_type: str
    reason: Literal["expired"]
    seek_id: str

    def to_dict(self) -> dict[str, Any]:
        game_type = self.game_type

        reason = self.reason

        seek_id = self.seek_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_type": game_type,
                "reason": reason,
                "seek_id": seek_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        game_type = d.pop("game_type")

        reason = cast(Literal["expired"], d.pop("reason"))
        if reason != "expired":
            raise ValueError(f"reason must match const 'expired', got '{reason}'")

        seek_id = d.pop("seek_id")

        seek_removed_data = cls(
            game_type=game_type,
            reason=reason,
            seek_id=seek_id,
        )

        return seek_removed_data
