from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.dash_and_cache_replay_move_actor import DashAndCacheReplayMoveActor

T = TypeVar("T", bound="DashAndCacheReplayMove")


@_attrs_define
class DashAndCacheReplayMove:
    """
    Attributes:
        actor (DashAndCacheReplayMoveActor | int): The seat that moved, or "timer" or "resign".
        move (Any): The move (a seat's), the timer's id, or the resigning seat.
        version (int): The game's version after it.
    """

    actor: DashAndCacheReplayMoveActor | int
    move: Any
    version: int

    def to_dict(self) -> dict[str, Any]:
        actor: int | str
        if isinstance(self.actor, DashAndCacheReplayMoveActor):
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

        def _parse_actor(data: object) -> DashAndCacheReplayMoveActor | int:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                actor_type_1 = DashAndCacheReplayMoveActor(data)

                return actor_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DashAndCacheReplayMoveActor | int, data)

        actor = _parse_actor(d.pop("actor"))

        move = d.pop("move")

        version = d.pop("version")

        dash_and_cache_replay_move = cls(
            actor=actor,
            move=move,
            version=version,
        )

        return dash_and_cache_replay_move
