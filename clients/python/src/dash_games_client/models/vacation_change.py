from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="VacationChange")


@_attrs_define
class VacationChange:
    """
    Attributes:
        on (bool): true: go on vacation now; false: come back now.
    """

    on: bool

    def to_dict(self) -> dict[str, Any]:
        on = self.on

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "on": on,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        on = d.pop("on")

        vacation_change = cls(
            on=on,
        )

        return vacation_change
