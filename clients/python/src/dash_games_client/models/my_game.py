from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.my_game_result import MyGameResult
from ..models.my_game_status import MyGameStatus

if TYPE_CHECKING:
    from ..models.my_game_options import MyGameOptions
    from ..models.outcome import Outcome
    from ..models.rating_change import RatingChange
    from ..models.seat_info import SeatInfo


T = TypeVar("T", bound="MyGame")


@_attrs_define
class MyGame:
    """
    Attributes:
        created_at (float): Unix seconds.
        finished_at (float | None):
        id (str):
        options (MyGameOptions):
        outcome (None | Outcome): How the game ended; null until it has.
        rated (bool):
        rating (None | RatingChange): Deprecated (sunset 2027-06-01): the same as `rating_change`.
        rating_change (None | RatingChange): Your rating change (a rated finished game), else null.
        result (MyGameResult | None):
        seat (int): Your seat.
        seats (list[SeatInfo]):
        status (MyGameStatus):
        to_act (list[int]):
        type_ (str):
        version (int):
    """

    created_at: float
    finished_at: float | None
    id: str
    options: MyGameOptions
    outcome: None | Outcome
    rated: bool
    rating: None | RatingChange
    rating_change: None | RatingChange
    result: MyGameResult | None
    seat: int
    seats: list[SeatInfo]
    status: MyGameStatus
    to_act: list[int]
    type_: str
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome
        from ..models.rating_change import RatingChange

        created_at = self.created_at

        finished_at: float | None
        finished_at = self.finished_at

        id = self.id

        options = self.options.to_dict()

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        rated = self.rated

        rating: dict[str, Any] | None
        if isinstance(self.rating, RatingChange):
            rating = self.rating.to_dict()
        else:
            rating = self.rating

        rating_change: dict[str, Any] | None
        if isinstance(self.rating_change, RatingChange):
            rating_change = self.rating_change.to_dict()
        else:
            rating_change = self.rating_change

        result: None | str
        if isinstance(self.result, MyGameResult):
            result = self.result.value
        else:
            result = self.result

        seat = self.seat

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        status = self.status.value

        to_act = self.to_act

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "finished_at": finished_at,
                "id": id,
                "options": options,
                "outcome": outcome,
                "rated": rated,
                "rating": rating,
                "rating_change": rating_change,
                "result": result,
                "seat": seat,
                "seats": seats,
                "status": status,
                "to_act": to_act,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.my_game_options import MyGameOptions
        from ..models.outcome import Outcome
        from ..models.rating_change import RatingChange
        from ..models.seat_info import SeatInfo

        d = dict(src_dict)
        created_at = d.pop("created_at")

        def _parse_finished_at(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))

        id = d.pop("id")

        options = MyGameOptions.from_dict(d.pop("options"))

        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))

        rated = d.pop("rated")

        def _parse_rating(data: object) -> None | RatingChange:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rating_type_0 = RatingChange.from_dict(data)

                return rating_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RatingChange, data)

        rating = _parse_rating(d.pop("rating"))

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

        def _parse_result(data: object) -> MyGameResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_0 = MyGameResult(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MyGameResult | None, data)

        result = _parse_result(d.pop("result"))

        seat = d.pop("seat")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatInfo.from_dict(seats_item_data)

            seats.append(seats_item)

        status = MyGameStatus(d.pop("status"))

        to_act = cast(list[int], d.pop("to_act"))

        type_ = d.pop("type")

        version = d.pop("version")

        my_game = cls(
            created_at=created_at,
            finished_at=finished_at,
            id=id,
            options=options,
            outcome=outcome,
            rated=rated,
            rating=rating,
            rating_change=rating_change,
            result=result,
            seat=seat,
            seats=seats,
            status=status,
            to_act=to_act,
            type_=type_,
            version=version,
        )

        return my_game
