from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_finished_data_result import GameFinishedDataResult

if TYPE_CHECKING:
    from ..models.game_finished_data_outcome import GameFinishedDataOutcome
    from ..models.game_finished_data_rating import GameFinishedDataRating


T = TypeVar("T", bound="GameFinishedData")


@_attrs_define
class GameFinishedData:
    """
    Attributes:
        game_id (str):
        game_type (str):
        outcome (GameFinishedDataOutcome): The game's outcome.
        rated (bool):
        rating (GameFinishedDataRating | None): Your rating before and after, and the change (before, after, delta);
            null for a casual game.
        result (GameFinishedDataResult): Yours.
        seat (int | None):
    """

    game_id: str
    game_type: str
    outcome: GameFinishedDataOutcome
    rated: bool
    rating: GameFinishedDataRating | None
    result: GameFinishedDataResult
    seat: int | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.game_finished_data_rating import GameFinishedDataRating

        game_id = self.game_id

        game_type = self.game_type

        outcome = self.outcome.to_dict()

        rated = self.rated

        rating: dict[str, Any] | None
        if isinstance(self.rating, GameFinishedDataRating):
            rating = self.rating.to_dict()
        else:
            rating = self.rating

        result = self.result.value

        seat: int | None
        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "game_type": game_type,
                "outcome": outcome,
                "rated": rated,
                "rating": rating,
                "result": result,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_finished_data_outcome import GameFinishedDataOutcome
        from ..models.game_finished_data_rating import GameFinishedDataRating

        d = dict(src_dict)
        game_id = d.pop("game_id")

        game_type = d.pop("game_type")

        outcome = GameFinishedDataOutcome.from_dict(d.pop("outcome"))

        rated = d.pop("rated")

        def _parse_rating(data: object) -> GameFinishedDataRating | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rating_type_0 = GameFinishedDataRating.from_dict(data)

                return rating_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameFinishedDataRating | None, data)

        rating = _parse_rating(d.pop("rating"))

        result = GameFinishedDataResult(d.pop("result"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        game_finished_data = cls(
            game_id=game_id,
            game_type=game_type,
            outcome=outcome,
            rated=rated,
            rating=rating,
            result=result,
            seat=seat,
        )

        return game_finished_data
