from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TieBreaks")


@_attrs_define
class TieBreaks:
    """
    Attributes:
        buchholz (float | Unset): Swiss: opponents' points summed.
        sonneborn_berger (float | Unset): Swiss: opponents' points weighted by your share.
    """

    buchholz: float | Unset = UNSET
    sonneborn_berger: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        buchholz = self.buchholz

        sonneborn_berger = self.sonneborn_berger

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if buchholz is not UNSET:
            field_dict["buchholz"] = buchholz
        if sonneborn_berger is not UNSET:
            field_dict["sonneborn_berger"] = sonneborn_berger

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        buchholz = d.pop("buchholz", UNSET)

        sonneborn_berger = d.pop("sonneborn_berger", UNSET)

        tie_breaks = cls(
            buchholz=buchholz,
            sonneborn_berger=sonneborn_berger,
        )

        return tie_breaks
