from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DashAndCacheClockOther")


@_attrs_define
class DashAndCacheClockOther:
    """The one clock running, if any: the sand timer turned over for ``purpose``.

    Attributes:
        id (str):
        purpose (str):
        seconds (int):
    """

    id: str
    purpose: str
    seconds: int

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        purpose = self.purpose

        seconds = self.seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "purpose": purpose,
                "seconds": seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        purpose = d.pop("purpose")

        seconds = d.pop("seconds")

        dash_and_cache_clock_other = cls(
            id=id,
            purpose=purpose,
            seconds=seconds,
        )

        return dash_and_cache_clock_other
