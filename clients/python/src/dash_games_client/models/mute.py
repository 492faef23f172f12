from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Mute")


@_attrs_define
class Mute:
    """
    Attributes:
        player_id (str):
        muted (bool | Unset):  Default: True.
    """

    player_id: str
    muted: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        player_id = self.player_id

        muted = self.muted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player_id": player_id,
            }
        )
        if muted is not UNSET:
            field_dict["muted"] = muted

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        player_id = d.pop("player_id")

        muted = d.pop("muted", UNSET)

        mute = cls(
            player_id=player_id,
            muted=muted,
        )

        return mute
