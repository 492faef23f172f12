from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tournament import Tournament


T = TypeVar("T", bound="TournamentList")


@_attrs_define
class TournamentList:
    """
    Attributes:
        tournaments (list[Tournament]):
    """

    tournaments: list[Tournament]

    def to_dict(self) -> dict[str, Any]:
        tournaments = []
        for tournaments_item_data in self.tournaments:
            tournaments_item = tournaments_item_data.to_dict()
            tournaments.append(tournaments_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tournaments": tournaments,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.tournament import Tournament

        d = dict(src_dict)
        tournaments = []
        _tournaments = d.pop("tournaments")
        for tournaments_item_data in _tournaments:
            tournaments_item = Tournament.from_dict(tournaments_item_data)

            tournaments.append(tournaments_item)

        tournament_list = cls(
            tournaments=tournaments,
        )

        return tournament_list
