from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.double_dash_replay_move_actor import DoubleDashReplayMoveActor

T = TypeVar("T", bound="DoubleDashReplayMove")


@_attrs_define
class DoubleDashReplayMove:
    """
    Attributes:
        actor (DoubleDashReplayMoveActor | int): The seat that moved, or "timer" or "resign".
        move (Any): The move (a seat's), the timer's id, or the resigning seat.
        version (int): The game's version after it.
    """

    actor: DoubleDashReplayMoveActor | int
    move: Any
    version: int

    def to_dict(self) -> dict[str, Any]:
        actor: int | str
        if isinstance(self.actor, DoubleDashReplayMoveActor):
            actor = self.actor.value
        else:
            actor = self.actor

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

        move = d.pop("move")

        version = d.pop("version")

        double_dash_replay_move = cls(
            actor=actor,
            move=move,
            version=version,
        )

        return double_dash_replay_move
