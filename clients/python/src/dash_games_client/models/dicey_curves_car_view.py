from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DiceyCurvesCarView")


@_attrs_define
class DiceyCurvesCarView:
    """A car; ``card``/``lane``/``row`` are null before placement and after it finishes.

    Attributes:
        car (int):
        card (int | None):
        controlled (bool):
        lane (int | None):
        owner (int):
        place (int | None):
        row (int | None):
        spent (bool):
    """

    car: int
    card: int | None
    controlled: bool
    lane: int | None
    owner: int
    place: int | None
    row: int | None
    spent: bool

    def to_dict(self) -> dict[str, Any]:
        car = self.car

        card: int | None
        card = self.card

        controlled = self.controlled

        lane: int | None
        lane = self.lane

        owner = self.owner

        place: int | None
        place = self.place

        row: int | None
        row = self.row

        spent = self.spent

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "car": car,
                "card": card,
                "controlled": controlled,
                "lane": lane,
                "owner": owner,
                "place": place,
                "row": row,
                "spent": spent,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        car = d.pop("car")

        def _parse_card(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        card = _parse_card(d.pop("card"))

        controlled = d.pop("controlled")

        def _parse_lane(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        lane = _parse_lane(d.pop("lane"))

        owner = d.pop("owner")

        def _parse_place(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        place = _parse_place(d.pop("place"))

        def _parse_row(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        row = _parse_row(d.pop("row"))

        spent = d.pop("spent")

        dicey_curves_car_view = cls(
            car=car,
            card=card,
            controlled=controlled,
            lane=lane,
            owner=owner,
            place=place,
            row=row,
            spent=spent,
        )

        return dicey_curves_car_view
