from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_finished_data_result import GameFinishedDataResult

if TYPE_CHECKING:
    from ..models.outcome import Outcome
    from ..models.rating_change import RatingChange


T = TypeVar("T", bound="GameFinishedData")


@_attrs_define
class GameFinishedData:
    """`game_finished`: a game you sat in has ended (written when it is archived).

    Attributes:
        game_id (str):
        game_type (str):
        outcome (Outcome): How a finished game ended.
        rated (bool): A rated game.
        rating_change (None | RatingChange): Your rating before and after, and the change; null for a casual game.
        result (GameFinishedDataResult | None): Your result.
        seat (int | None): Yours.
    """

    game_id: str
    game_type: str
    outcome: Outcome
    rated: bool
    rating_change: None | RatingChange
    result: GameFinishedDataResult | None
    seat: int | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.rating_change import RatingChange

        game_id = self.game_id

        game_type = self.game_type

        outcome = self.outcome.to_dict()

        rated = self.rated

        rating_change: dict[str, Any] | None
        if isinstance(self.rating_change, RatingChange):
            rating_change = self.rating_change.to_dict()
        else:
            rating_change = self.rating_change

        result: None | str
        if isinstance(self.result, GameFinishedDataResult):
            result = self.result.value
        else:
            result = self.result

        seat: int | None
        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "game_type": game_type,
                "outcome": outcome,
                "rated": rated,
                "rating_change": rating_change,
                "result": result,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.outcome import Outcome
        from ..models.rating_change import RatingChange

        d = dict(src_dict)
        game_id = d.pop("game_id")

        game_type = d.pop("game_type")

        outcome = Outcome.from_dict(d.pop("outcome"))

        rated = d.pop("rated")

        def _parse_rating_change(data: object) -> None | RatingChange:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rating_change_type_0 = RatingChange.from_dict(data)

                return rating_change_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RatingChange, data)

        rating_change = _parse_rating_change(d.pop("rating_change"))

        def _parse_result(data: object) -> GameFinishedDataResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_0 = GameFinishedDataResult(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameFinishedDataResult | None, data)

        result = _parse_result(d.pop("result"))

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
            rating_change=rating_change,
            result=result,
            seat=seat,
        )

        return game_finished_data
