from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MoverClock")


@_attrs_define
class MoverClock:
    """The mover's clock after the move (docs/CLOCKS.md).

    Attributes:
        deadline (float | None): When the seat must have moved (unix seconds); null when it is not to act.
        remaining (float | None): Its banked seconds; null without a bank of time.
    """

    deadline: float | None
    remaining: float | None

    def to_dict(self) -> dict[str, Any]:
        deadline: float | None
        deadline = self.deadline

        remaining: float | None
        remaining = self.remaining

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deadline": deadline,
                "remaining": remaining,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_deadline(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        def _parse_remaining(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        remaining = _parse_remaining(d.pop("remaining"))

        mover_clock = cls(
            deadline=deadline,
            remaining=remaining,
        )

        return mover_clock
