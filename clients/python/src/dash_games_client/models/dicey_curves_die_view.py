from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.dicey_curves_die_view_color import DiceyCurvesDieViewColor

T = TypeVar("T", bound="DiceyCurvesDieView")


@_attrs_define
class DiceyCurvesDieView:
    """
    Attributes:
        color (DiceyCurvesDieViewColor):
        index (int):
        used (bool):
        value (int):
    """

    color: DiceyCurvesDieViewColor
    index: int
    used: bool
    value: int

    def to_dict(self) -> dict[str, Any]:
        color = self.color.value

        index = self.index

        used = self.used

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "color": color,
                "index": index,
                "used": used,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        color = DiceyCurvesDieViewColor(d.pop("color"))

        index = d.pop("index")

        used = d.pop("used")

        value = d.pop("value")

        dicey_curves_die_view = cls(
            color=color,
            index=index,
            used=used,
            value=value,
        )

        return dicey_curves_die_view
