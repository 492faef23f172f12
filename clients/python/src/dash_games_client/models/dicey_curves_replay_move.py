from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.dicey_curves_replay_move_actor import DiceyCurvesReplayMoveActor

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


T = TypeVar("T", bound="DiceyCurvesReplayMove")


@_attrs_define
class DiceyCurvesReplayMove:
    """
    Attributes:
        actor (DiceyCurvesReplayMoveActor | int): The seat that moved, or "timer" or "resign".
        move (DiceyCurvesMoveAddGreen | DiceyCurvesMoveDrive | DiceyCurvesMoveEndTurn | DiceyCurvesMoveJuke |
            DiceyCurvesMoveKeepGoing | DiceyCurvesMovePlaceCar | DiceyCurvesMoveReroll | DiceyCurvesMoveSetGreen |
            DiceyCurvesMoveStep | DiceyCurvesMoveTakeControl | int | str): The move (a seat's), the timer's id, or the
            resigning seat.
        version (int): The game's version after it.
    """

    actor: DiceyCurvesReplayMoveActor | int
    move: (
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
        | int
        | str
    )
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
        from ..models.dicey_curves_move_take_control import DiceyCurvesMoveTakeControl

        actor: int | str
        if isinstance(self.actor, DiceyCurvesReplayMoveActor):
            actor = self.actor.value
        else:
            actor = self.actor

        move: dict[str, Any] | int | str
        if (
            isinstance(self.move, DiceyCurvesMoveAddGreen)
            or isinstance(self.move, DiceyCurvesMoveDrive)
            or isinstance(self.move, DiceyCurvesMoveEndTurn)
            or isinstance(self.move, DiceyCurvesMoveJuke)
            or isinstance(self.move, DiceyCurvesMoveKeepGoing)
            or isinstance(self.move, DiceyCurvesMovePlaceCar)
            or isinstance(self.move, DiceyCurvesMoveReroll)
            or isinstance(self.move, DiceyCurvesMoveSetGreen)
            or isinstance(self.move, DiceyCurvesMoveStep)
            or isinstance(self.move, DiceyCurvesMoveTakeControl)
        ):
            move = self.move.to_dict()
        else:
            move = self.move

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "actor": actor,
                "move": move,
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

        def _parse_actor(data: object) -> DiceyCurvesReplayMoveActor | int:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                actor_type_1 = DiceyCurvesReplayMoveActor(data)

                return actor_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DiceyCurvesReplayMoveActor | int, data)

        actor = _parse_actor(d.pop("actor"))

        def _parse_move(
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
            | int
            | str
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dicey_curves_move_type_9 = (
                    DiceyCurvesMoveTakeControl.from_dict(data)
                )

                return componentsschemas_dicey_curves_move_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
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
                | int
                | str,
                data,
            )

        move = _parse_move(d.pop("move"))

        version = d.pop("version")

        dicey_curves_replay_move = cls(
            actor=actor,
            move=move,
            version=version,
        )

        return dicey_curves_replay_move
