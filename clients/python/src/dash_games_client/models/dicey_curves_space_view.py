from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DiceyCurvesSpaceView")


@_attrs_define
class DiceyCurvesSpaceView:
    """A space where a car can stand; ``gate_ahead`` is the size of the gate right in front.

    Attributes:
        gate_ahead (int | None):
        lane (int):
        row (int):
        x (float):
        y (float):
    """

    gate_ahead: int | None
    lane: int
    row: int
    x: float
    y: float

    def to_dict(self) -> dict[str, Any]:
        gate_ahead: int | None
        gate_ahead = self.gate_ahead

        lane = self.lane

        row = self.row

        x = self.x

        y = self.y

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "gate_ahead": gate_ahead,
                "lane": lane,
                "row": row,
                "x": x,
                "y": y,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_gate_ahead(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        gate_ahead = _parse_gate_ahead(d.pop("gate_ahead"))

        lane = d.pop("lane")

        row = d.pop("row")

        x = d.pop("x")

        y = d.pop("y")

        dicey_curves_space_view = cls(
            gate_ahead=gate_ahead,
            lane=lane,
            row=row,
            x=x,
            y=y,
        )

        return dicey_curves_space_view
