from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PreferencesChange")


@_attrs_define
class PreferencesChange:
    """
    Attributes:
        confirm_moves (bool | Unset): Confirm my moves: the clients stage a turn's steps, show them and send them only
            when confirmed (docs/CONFIRM.md). Off by default.
    """

    confirm_moves: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        confirm_moves = self.confirm_moves

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if confirm_moves is not UNSET:
            field_dict["confirm_moves"] = confirm_moves

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        confirm_moves = d.pop("confirm_moves", UNSET)

        preferences_change = cls(
            confirm_moves=confirm_moves,
        )

        return preferences_change
