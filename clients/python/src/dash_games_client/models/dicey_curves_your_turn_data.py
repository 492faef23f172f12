from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dicey_curves_move_add_green import DiceyCurvesMoveAddGreen
    from ..models.dicey_curves_move_drive import DiceyCurvesMoveDrive
    from ..models.dicey_curves_move_end_turn import DiceyCurvesMoveEndTurn
    from ..models.dicey_curves_move_juke import DiceyCurvesMoveJuke
    from ..models.dicey_curves_move_keep_going import DiceyCurvesMoveKeepGoing
    from ..models.dicey_curves_move_place_car import DiceyCurvesMovePlaceCar
    from ..models.dicey_curves_move_reroll import DiceyCurvesMoveReroll
    from ..models.dicey_curves_move_set_green import DiceyCurvesMoveSetGreen
    from ..models.dicey_curves_move_step import DiceyCurvesMoveStep
    from ..models.dicey_curves_move_take_control import DiceyCurvesMoveTakeControl
    from ..models.dicey_curves_view import DiceyCurvesView
    from ..models.turn_clock import TurnClock


T = TypeVar("T", bound="DiceyCurvesYourTurnData")


@_attrs_define
class DiceyCurvesYourTurnData:
    """`your_turn` in a Dicey Curves game: everything the seat's next decision needs.

    Attributes:
        clock (None | TurnClock): Null for a game without a clock.
        game_id (str):
        game_type (Literal['dicey_curves']):
        legal_moves (list[DiceyCurvesMoveAddGreen | DiceyCurvesMoveDrive | DiceyCurvesMoveEndTurn | DiceyCurvesMoveJuke
            | DiceyCurvesMoveKeepGoing | DiceyCurvesMovePlaceCar | DiceyCurvesMoveReroll | DiceyCurvesMoveSetGreen |
            DiceyCurvesMoveStep | DiceyCurvesMoveTakeControl]): Your seat's moves, exactly as `legal-moves` lists them: post
            one as the move.
        seat (int): Yours.
        version (int): Send it as If-Match.
        view (DiceyCurvesView | None | Unset): Only with `with_view=true` on the stream: your seat's view of the game at
            this version (what `GET /v1/games/{id}` answers as `view`); null when the game has moved on since (a newer turn
            follows).
    """

    clock: None | TurnClock
    game_id: str
    game_type: Literal["dicey_curves"]
    legal_moves: list[
        DiceyCurvesMoveAddGreen
        | DiceyCurvesMoveDrive
        | DiceyCurvesMoveEndTurn
        | DiceyCurvesMoveJuke
        | DiceyCurvesMoveKeepGoing
        | DiceyCurvesMovePlaceCar
        | DiceyCurvesMoveReroll
        | DiceyCurvesMoveSetGreen
        | DiceyCurvesMoveStep
        | DiceyCurvesMoveTakeControl
    ]
    seat: int
    version: int
    view: DiceyCurvesView | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.dicey_curves_move_add_green import DiceyCurvesMoveAddGreen
        from ..models.dicey_curves_move_drive import DiceyCurvesMoveDrive
        from ..models.dicey_curves_move_end_turn import DiceyCurvesMoveEndTurn
        from ..models.dicey_curves_move_juke import DiceyCurvesMoveJuke
        from ..models.dicey_curves_move_keep_going import DiceyCurvesMoveKeepGoing
        from ..models.dicey_curves_move_place_car import DiceyCurvesMovePlaceCar
        from ..models.dicey_curves_move_reroll import DiceyCurvesMoveReroll
        from ..models.dicey_curves_move_set_green import DiceyCurvesMoveSetGreen
        from ..models.dicey_curves_move_step import DiceyCurvesMoveStep
        from ..models.dicey_curves_view import DiceyCurvesView
        from ..models.turn_clock import TurnClock

        clock: dict[str, Any] | None
        if isinstance(self.clock, TurnClock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        game_id = self.game_id

        game_type = self.game_type

        legal_moves = []
        for legal_moves_item_data in self.legal_moves:
            legal_moves_item: dict[str, Any]
            if (
                isinstance(legal_moves_item_data, DiceyCurvesMoveAddGreen)
                or isinstance(legal_moves_item_data, DiceyCurvesMoveDrive)
                or isinstance(legal_moves_item_data, DiceyCurvesMoveEndTurn)
                or isinstance(legal_moves_item_data, DiceyCurvesMoveJuke)
                or isinstance(legal_moves_item_data, DiceyCurvesMoveKeepGoing)
                or isinstance(legal_moves_item_data, DiceyCurvesMovePlaceCar)
                or isinstance(legal_moves_item_data, DiceyCurvesMoveReroll)
                or isinstance(legal_moves_item_data, DiceyCurvesMoveSetGreen)
                or isinstance(legal_moves_item_data, DiceyCurvesMoveStep)
            ):
                legal_moves_item = legal_moves_item_data.to_dict()
            else:
                legal_moves_item = legal_moves_item_data.to_dict()

            legal_moves.append(legal_moves_item)

        seat = self.seat

        version = self.version

        view: dict[str, Any] | None | Unset
        if isinstance(self.view, Unset):
            view = UNSET
        elif isinstance(self.view, DiceyCurvesView):
            view = self.view.to_dict()
        else:
            view = self.view

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "clock": clock,
                "game_id": game_id,
                "game_type": game_type,
                "legal_moves": legal_moves,
                "seat": seat,
                "version": version,
            }
        )
        if view is not UNSET:
            field_dict["view"] = view

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dicey_curves_move_add_green import DiceyCurvesMoveAddGreen
        from ..models.dicey_curves_move_drive import DiceyCurvesMoveDrive
        from ..models.dicey_curves_move_end_turn import DiceyCurvesMoveEndTurn
        from ..models.dicey_curves_move_juke import DiceyCurvesMoveJuke
        from ..models.dicey_curves_move_keep_going import DiceyCurvesMoveKeepGoing
        from ..models.dicey_curves_move_place_car import DiceyCurvesMovePlaceCar
        from ..models.dicey_curves_move_reroll import DiceyCurvesMoveReroll
        from ..models.dicey_curves_move_set_green import DiceyCurvesMoveSetGreen
        from ..models.dicey_curves_move_step import DiceyCurvesMoveStep
        from ..models.dicey_curves_move_take_control import DiceyCurvesMoveTakeControl
        from ..models.dicey_curves_view import DiceyCurvesView
        from ..models.turn_clock import TurnClock

        d = dict(src_dict)

        def _parse_clock(data: object) -> None | TurnClock:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = TurnClock.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TurnClock, data)

        clock = _parse_clock(d.pop("clock"))

        game_id = d.pop("game_id")

        game_type = cast(Literal["dicey_curves"], d.pop("game_type"))
        if game_type != "dicey_curves":
            raise ValueError(
                f"game_type must match const 'dicey_curves', got '{game_type}'"
            )

        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in _legal_moves:

            def _parse_legal_moves_item(
                data: object,
            ) -> (
                DiceyCurvesMoveAddGreen
                | DiceyCurvesMoveDrive
                | DiceyCurvesMoveEndTurn
                | DiceyCurvesMoveJuke
                | DiceyCurvesMoveKeepGoing
                | DiceyCurvesMovePlaceCar
                | DiceyCurvesMoveReroll
                | DiceyCurvesMoveSetGreen
                | DiceyCurvesMoveStep
                | DiceyCurvesMoveTakeControl
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_move_type_0 = (
                        DiceyCurvesMoveAddGreen.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_move_type_1 = (
                        DiceyCurvesMoveDrive.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_move_type_2 = (
                        DiceyCurvesMoveEndTurn.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_move_type_3 = (
                        DiceyCurvesMoveJuke.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_move_type_4 = (
                        DiceyCurvesMoveKeepGoing.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_move_type_5 = (
                        DiceyCurvesMovePlaceCar.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_move_type_6 = (
                        DiceyCurvesMoveReroll.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_move_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_move_type_7 = (
                        DiceyCurvesMoveSetGreen.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_move_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_move_type_8 = (
                        DiceyCurvesMoveStep.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_move_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dicey_curves_move_type_9 = (
                    DiceyCurvesMoveTakeControl.from_dict(data)
                )

                return componentsschemas_dicey_curves_move_type_9

            legal_moves_item = _parse_legal_moves_item(legal_moves_item_data)

            legal_moves.append(legal_moves_item)

        seat = d.pop("seat")

        version = d.pop("version")

        def _parse_view(data: object) -> DiceyCurvesView | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0 = DiceyCurvesView.from_dict(data)

                return view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DiceyCurvesView | None | Unset, data)

        view = _parse_view(d.pop("view", UNSET))

        dicey_curves_your_turn_data = cls(
            clock=clock,
            game_id=game_id,
            game_type=game_type,
            legal_moves=legal_moves,
            seat=seat,
            version=version,
            view=view,
        )

        return dicey_curves_your_turn_data
