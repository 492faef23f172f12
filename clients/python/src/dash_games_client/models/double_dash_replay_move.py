from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.double_dash_replay_move_actor import DoubleDashReplayMoveActor

if TYPE_CHECKING:
    from ..models.double_dash_move_dash import DoubleDashMoveDash
    from ..models.double_dash_move_move import DoubleDashMoveMove
    from ..models.double_dash_move_pass import DoubleDashMovePass


T = TypeVar("T", bound="DoubleDashReplayMove")


@_attrs_define
class DoubleDashReplayMove:
    """
    Attributes:
        actor (DoubleDashReplayMoveActor | int): The seat that moved, or "timer" or "resign".
        move (DoubleDashMoveDash | DoubleDashMoveMove | DoubleDashMovePass | int | str): The move (a seat's), the
            timer's id, or the resigning seat.
        version (int): The game's version after it.
    """

    actor: DoubleDashReplayMoveActor | int
    move: DoubleDashMoveDash | DoubleDashMoveMove | DoubleDashMovePass | int | str
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.double_dash_move_dash import DoubleDashMoveDash
        from ..models.double_dash_move_move import DoubleDashMoveMove
        from ..models.double_dash_move_pass import DoubleDashMovePass

        actor: int | str
        if isinstance(self.actor, DoubleDashReplayMoveActor):
            actor = self.actor.value
        else:
            actor = self.actor

        move: dict[str, Any] | int | str
        if (
            isinstance(self.move, DoubleDashMoveDash)
            or isinstance(self.move, DoubleDashMoveMove)
            or isinstance(self.move, DoubleDashMovePass)
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
        from ..models.double_dash_move_dash import DoubleDashMoveDash
        from ..models.double_dash_move_move import DoubleDashMoveMove
        from ..models.double_dash_move_pass import DoubleDashMovePass

        d = dict(src_dict)

        def _parse_actor(data: object) -> DoubleDashReplayMoveActor | int:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                actor_type_1 = DoubleDashReplayMoveActor(data)

                return actor_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DoubleDashReplayMoveActor | int, data)

        actor = _parse_actor(d.pop("actor"))

        def _parse_move(
            data: object,
        ) -> DoubleDashMoveDash | DoubleDashMoveMove | DoubleDashMovePass | int | str:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_double_dash_move_type_0 = (
                    DoubleDashMoveDash.from_dict(data)
                )

                return componentsschemas_double_dash_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_double_dash_move_type_1 = (
                    DoubleDashMoveMove.from_dict(data)
                )

                return componentsschemas_double_dash_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_double_dash_move_type_2 = (
                    DoubleDashMovePass.from_dict(data)
                )

                return componentsschemas_double_dash_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                DoubleDashMoveDash
                | DoubleDashMoveMove
                | DoubleDashMovePass
                | int
                | str,
                data,
            )

        move = _parse_move(d.pop("move"))

        version = d.pop("version")

        double_dash_replay_move = cls(
            actor=actor,
            move=move,
            version=version,
        )

        return double_dash_replay_move
