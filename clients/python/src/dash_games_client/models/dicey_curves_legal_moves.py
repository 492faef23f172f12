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


T = TypeVar("T", bound="DiceyCurvesLegalMoves")


@_attrs_define
class DiceyCurvesLegalMoves:
    """A seat's legal moves in a Dicey Curves game now.

    Attributes:
        game_type (Literal['dicey_curves']): The game's type.
        moves (list[DiceyCurvesMoveAddGreen | DiceyCurvesMoveDrive | DiceyCurvesMoveEndTurn | DiceyCurvesMoveJuke |
            DiceyCurvesMoveKeepGoing | DiceyCurvesMovePlaceCar | DiceyCurvesMoveReroll | DiceyCurvesMoveSetGreen |
            DiceyCurvesMoveStep | DiceyCurvesMoveTakeControl]): Empty when it is not the seat's turn.
        seat (int):
        version (int): The version they are legal at.
    """

    game_type: Literal["dicey_curves"]
    moves: list[
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

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if (
                isinstance(moves_item_data, DiceyCurvesMoveAddGreen)
                or isinstance(moves_item_data, DiceyCurvesMoveDrive)
                or isinstance(moves_item_data, DiceyCurvesMoveEndTurn)
                or isinstance(moves_item_data, DiceyCurvesMoveJuke)
                or isinstance(moves_item_data, DiceyCurvesMoveKeepGoing)
                or isinstance(moves_item_data, DiceyCurvesMovePlaceCar)
                or isinstance(moves_item_data, DiceyCurvesMoveReroll)
                or isinstance(moves_item_data, DiceyCurvesMoveSetGreen)
                or isinstance(moves_item_data, DiceyCurvesMoveStep)
            ):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)

        seat = self.seat

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_type": game_type,
                "moves": moves,
                "seat": seat,
                "version": version,
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

        d = dict(src_dict)
        game_type = cast(Literal["dicey_curves"], d.pop("game_type"))
        if game_type != "dicey_curves":
            raise ValueError(
                f"game_type must match const 'dicey_curves', got '{game_type}'"
            )

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
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

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        seat = d.pop("seat")

        version = d.pop("version")

        dicey_curves_legal_moves = cls(
            game_type=game_type,
            moves=moves,
            seat=seat,
            version=version,
        )

        return dicey_curves_legal_moves
