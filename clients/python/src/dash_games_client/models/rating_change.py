from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RatingChange")


@_attrs_define
class RatingChange:
    """
    Attributes:
        after (float):
        before (float):
        delta (float):
    """

    after: float
    before: float
    delta: float

    def to_dict(self) -> dict[str, Any]:
        after = self.after

        before = self.before

        delta = self.delta

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "after": after,
                "before": before,
                "delta": delta,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        after = d.pop("after")

        before = d.pop("before")

        delta = d.pop("delta")

        rating_change = cls(
            after=after,
            before=before,
            delta=delta,
        )

        return rating_change
