from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="QuietHours")


@_attrs_define
class QuietHours:
    """
    Attributes:
        end_hour (int):
        start_hour (int):
        utc_offset_minutes (int | Unset):  Default: 0.
    """

    end_hour: int
    start_hour: int
    utc_offset_minutes: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        end_hour = self.end_hour

        start_hour = self.start_hour

        utc_offset_minutes = self.utc_offset_minutes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "end_hour": end_hour,
                "start_hour": start_hour,
            }
        )
        if utc_offset_minutes is not UNSET:
            field_dict["utc_offset_minutes"] = utc_offset_minutes

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        end_hour = d.pop("end_hour")

        start_hour = d.pop("start_hour")

        utc_offset_minutes = d.pop("utc_offset_minutes", UNSET)

        quiet_hours = cls(
            end_hour=end_hour,
            start_hour=start_hour,
            utc_offset_minutes=utc_offset_minutes,
        )

        return quiet_hours
