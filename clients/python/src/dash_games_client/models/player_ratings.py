from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.rating import Rating
    from ..models.rating_history_entry import RatingHistoryEntry


T = TypeVar("T", bound="PlayerRatings")


@_attrs_define
class PlayerRatings:
    """
    Attributes:
        history (list[RatingHistoryEntry]): Every change, newest first (paged).
        next_cursor (None | str):
        player_id (str):
        ratings (list[Rating]): The current rating per game type.
    """

    history: list[RatingHistoryEntry]
    next_cursor: None | str
    player_id: str
    ratings: list[Rating]

    def to_dict(self) -> dict[str, Any]:
        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)

        next_cursor: None | str
        next_cursor = self.next_cursor

        player_id = self.player_id

        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "history": history,
                "next_cursor": next_cursor,
                "player_id": player_id,
                "ratings": ratings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rating import Rating
        from ..models.rating_history_entry import RatingHistoryEntry

        d = dict(src_dict)
        history = []
        _history = d.pop("history")
        for history_item_data in _history:
            history_item = RatingHistoryEntry.from_dict(history_item_data)

            history.append(history_item)

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))

        player_id = d.pop("player_id")

        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in _ratings:
            ratings_item = Rating.from_dict(ratings_item_data)

            ratings.append(ratings_item)

        player_ratings = cls(
            history=history,
            next_cursor=next_cursor,
            player_id=player_id,
            ratings=ratings,
        )

        return player_ratings
