from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Timer")


@_attrs_define
class Timer:
    """
    Attributes:
        deadline (float): Unix seconds.
        id (str):
    """

    deadline: float
    id: str

    def to_dict(self) -> dict[str, Any]:
        deadline = self.deadline

        id = self.id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deadline": deadline,
                "id": id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        deadline = d.pop("deadline")

        id = d.pop("id")

        timer = cls(
            deadline=deadline,
            id=id,
        )

        return timer
