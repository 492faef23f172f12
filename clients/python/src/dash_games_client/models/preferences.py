from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Preferences")


@_attrs_define
class Preferences:
    """
    Attributes:
        confirm_moves (bool): Confirm my moves: the clients stage a turn's steps, show them and send them only when
            confirmed (docs/CONFIRM.md). Off by default.
    """

    confirm_moves: bool

    def to_dict(self) -> dict[str, Any]:
        confirm_moves = self.confirm_moves

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "confirm_moves": confirm_moves,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        confirm_moves = d.pop("confirm_moves")

        preferences = cls(
            confirm_moves=confirm_moves,
        )

        return preferences
