from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DoubleDashNewSeekOptions")


@_attrs_define
class DoubleDashNewSeekOptions:
    """The game type's options; unset ones take their defaults."""

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        double_dash_new_seek_options = cls()

        return double_dash_new_seek_options
