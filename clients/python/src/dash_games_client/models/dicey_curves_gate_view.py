from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DiceyCurvesGateView")


@_attrs_define
class DiceyCurvesGateView:
    """A gate bar across ``lane`` in front of ``before_row``: a combo of exactly ``size``.

    Attributes:
        before_row (int):
        lane (int):
        size (int):
        x (float):
        y (float):
    """

    before_row: int
    lane: int
    size: int
    x: float
    y: float

    def to_dict(self) -> dict[str, Any]:
        before_row = self.before_row

        lane = self.lane

        size = self.size

        x = self.x

        y = self.y

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "before_row": before_row,
                "lane": lane,
                "size": size,
                "x": x,
                "y": y,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        before_row = d.pop("before_row")

        lane = d.pop("lane")

        size = d.pop("size")

        x = d.pop("x")

        y = d.pop("y")

        dicey_curves_gate_view = cls(
            before_row=before_row,
            lane=lane,
            size=size,
            x=x,
            y=y,
        )

        return dicey_curves_gate_view
