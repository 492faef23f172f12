from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.standing import Standing


T = TypeVar("T", bound="StandingsPage")


@_attrs_define
class StandingsPage:
    """
    Attributes:
        next_offset (int | None): The next page's offset, or null.
        standings (list[Standing]):
        total (int):
    """

    next_offset: int | None
    standings: list[Standing]
    total: int

    def to_dict(self) -> dict[str, Any]:
        next_offset: int | None
        next_offset = self.next_offset

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "next_offset": next_offset,
                "standings": standings,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.standing import Standing

        d = dict(src_dict)

        def _parse_next_offset(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_offset = _parse_next_offset(d.pop("next_offset"))

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in _standings:
            standings_item = Standing.from_dict(standings_item_data)

            standings.append(standings_item)

        total = d.pop("total")

        standings_page = cls(
            next_offset=next_offset,
            standings=standings,
            total=total,
        )

        return standings_page
