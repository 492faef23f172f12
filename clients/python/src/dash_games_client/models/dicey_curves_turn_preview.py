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

from ..models.dicey_curves_turn_preview_stop import DiceyCurvesTurnPreviewStop

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


T = TypeVar("T", bound="DiceyCurvesTurnPreview")


@_attrs_define
class DiceyCurvesTurnPreview:
    """A staged turn of a Dicey Curves game as far as it may be shown (docs/CONFIRM.md). Nothing was played.

    Attributes:
        game_type (Literal['dicey_curves']): The game's type.
        legal_moves (list[DiceyCurvesMoveAddGreen | DiceyCurvesMoveDrive | DiceyCurvesMoveEndTurn | DiceyCurvesMoveJuke
            | DiceyCurvesMoveKeepGoing | DiceyCurvesMovePlaceCar | DiceyCurvesMoveReroll | DiceyCurvesMoveSetGreen |
            DiceyCurvesMoveStep | DiceyCurvesMoveTakeControl]): The seat's next moves after the shown ones (empty when
            `stop` is set).
        seat (int):
        shown (int): How many staged moves `view` shows played.
        stop (DiceyCurvesTurnPreviewStop | None): Why no more is shown: the last staged move ends the turn
            (`turn_over`), or its result is revealed only when it is played (`hidden_result`: dice, a card, a hidden plan).
            Null: the turn goes on and `legal_moves` are next.
        version (int): The version previewed from: send the staged moves in order, the first with this `If-Match`.
        view (DiceyCurvesView): The table as a seat (or a spectator) sees it. Distances are in lane widths; a card is
            ``card_width`` wide; the table (``table_width`` x ``table_height`` cards) is centred on the Start's centre.
    """

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
    shown: int
    stop: DiceyCurvesTurnPreviewStop | None
    version: int
    view: DiceyCurvesView

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

        shown = self.shown

        stop: None | str
        if isinstance(self.stop, DiceyCurvesTurnPreviewStop):
            stop = self.stop.value
        else:
            stop = self.stop

        version = self.version

        view = self.view.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_type": game_type,
                "legal_moves": legal_moves,
                "seat": seat,
                "shown": shown,
                "stop": stop,
                "version": version,
                "view": view,
            }
        )

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

        d = dict(src_dict)
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

        shown = d.pop("shown")

        def _parse_stop(data: object) -> DiceyCurvesTurnPreviewStop | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stop_type_0 = DiceyCurvesTurnPreviewStop(data)

                return stop_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DiceyCurvesTurnPreviewStop | None, data)

        stop = _parse_stop(d.pop("stop"))

        version = d.pop("version")

        view = DiceyCurvesView.from_dict(d.pop("view"))

        dicey_curves_turn_preview = cls(
            game_type=game_type,
            legal_moves=legal_moves,
            seat=seat,
            shown=shown,
            stop=stop,
            version=version,
            view=view,
        )

        return dicey_curves_turn_preview
