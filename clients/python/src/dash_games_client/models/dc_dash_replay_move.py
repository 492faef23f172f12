from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.dc_dash_replay_move_actor import DcDashReplayMoveActor

if TYPE_CHECKING:
    from ..models.dc_dash_move_discard_hand import DcDashMoveDiscardHand
    from ..models.dc_dash_move_discard_to_limit import DcDashMoveDiscardToLimit
    from ..models.dc_dash_move_play_all_clear import DcDashMovePlayAllClear
    from ..models.dc_dash_move_play_bus import DcDashMovePlayBus
    from ..models.dc_dash_move_play_detour import DcDashMovePlayDetour
    from ..models.dc_dash_move_play_disruption import DcDashMovePlayDisruption
    from ..models.dc_dash_move_play_doors_closing import DcDashMovePlayDoorsClosing
    from ..models.dc_dash_move_play_draw import DcDashMovePlayDraw
    from ..models.dc_dash_move_play_push import DcDashMovePlayPush
    from ..models.dc_dash_move_play_ride import DcDashMovePlayRide
    from ..models.dc_dash_move_play_transfer_ride import DcDashMovePlayTransferRide
    from ..models.dc_dash_move_stay import DcDashMoveStay
    from ..models.dc_dash_move_travel import DcDashMoveTravel


T = TypeVar("T", bound="DcDashReplayMove")


@_attrs_define
class DcDashReplayMove:
    """
    Attributes:
        actor (DcDashReplayMoveActor | int): The seat that moved, or "timer" or "resign".
        move (DcDashMoveDiscardHand | DcDashMoveDiscardToLimit | DcDashMovePlayAllClear | DcDashMovePlayBus |
            DcDashMovePlayDetour | DcDashMovePlayDisruption | DcDashMovePlayDoorsClosing | DcDashMovePlayDraw |
            DcDashMovePlayPush | DcDashMovePlayRide | DcDashMovePlayTransferRide | DcDashMoveStay | DcDashMoveTravel | int |
            str): The move (a seat's), the timer's id, or the resigning seat.
        version (int): The game's version after it.
    """

    actor: DcDashReplayMoveActor | int
    move: (
        DcDashMoveDiscardHand
        | DcDashMoveDiscardToLimit
        | DcDashMovePlayAllClear
        | DcDashMovePlayBus
        | DcDashMovePlayDetour
        | DcDashMovePlayDisruption
        | DcDashMovePlayDoorsClosing
        | DcDashMovePlayDraw
        | DcDashMovePlayPush
        | DcDashMovePlayRide
        | DcDashMovePlayTransferRide
        | DcDashMoveStay
        | DcDashMoveTravel
        | int
        | str
    )
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.dc_dash_move_discard_hand import DcDashMoveDiscardHand
        from ..models.dc_dash_move_discard_to_limit import DcDashMoveDiscardToLimit
        from ..models.dc_dash_move_play_all_clear import DcDashMovePlayAllClear
        from ..models.dc_dash_move_play_bus import DcDashMovePlayBus
        from ..models.dc_dash_move_play_detour import DcDashMovePlayDetour
        from ..models.dc_dash_move_play_disruption import DcDashMovePlayDisruption
        from ..models.dc_dash_move_play_doors_closing import DcDashMovePlayDoorsClosing
        from ..models.dc_dash_move_play_draw import DcDashMovePlayDraw
        from ..models.dc_dash_move_play_push import DcDashMovePlayPush
        from ..models.dc_dash_move_play_ride import DcDashMovePlayRide
        from ..models.dc_dash_move_play_transfer_ride import DcDashMovePlayTransferRide
        from ..models.dc_dash_move_stay import DcDashMoveStay
        from ..models.dc_dash_move_travel import DcDashMoveTravel

        actor: int | str
        if isinstance(self.actor, DcDashReplayMoveActor):
            actor = self.actor.value
        else:
            actor = self.actor

        move: dict[str, Any] | int | str
        if (
            isinstance(self.move, DcDashMoveDiscardHand)
            or isinstance(self.move, DcDashMoveDiscardToLimit)
            or isinstance(self.move, DcDashMovePlayAllClear)
            or isinstance(self.move, DcDashMovePlayBus)
            or isinstance(self.move, DcDashMovePlayDetour)
            or isinstance(self.move, DcDashMovePlayDisruption)
            or isinstance(self.move, DcDashMovePlayDoorsClosing)
            or isinstance(self.move, DcDashMovePlayDraw)
            or isinstance(self.move, DcDashMovePlayPush)
            or isinstance(self.move, DcDashMovePlayRide)
            or isinstance(self.move, DcDashMovePlayTransferRide)
            or isinstance(self.move, DcDashMoveStay)
            or isinstance(self.move, DcDashMoveTravel)
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
        from ..models.dc_dash_move_discard_hand import DcDashMoveDiscardHand
        from ..models.dc_dash_move_discard_to_limit import DcDashMoveDiscardToLimit
        from ..models.dc_dash_move_play_all_clear import DcDashMovePlayAllClear
        from ..models.dc_dash_move_play_bus import DcDashMovePlayBus
        from ..models.dc_dash_move_play_detour import DcDashMovePlayDetour
        from ..models.dc_dash_move_play_disruption import DcDashMovePlayDisruption
        from ..models.dc_dash_move_play_doors_closing import DcDashMovePlayDoorsClosing
        from ..models.dc_dash_move_play_draw import DcDashMovePlayDraw
        from ..models.dc_dash_move_play_push import DcDashMovePlayPush
        from ..models.dc_dash_move_play_ride import DcDashMovePlayRide
        from ..models.dc_dash_move_play_transfer_ride import DcDashMovePlayTransferRide
        from ..models.dc_dash_move_stay import DcDashMoveStay
        from ..models.dc_dash_move_travel import DcDashMoveTravel

        d = dict(src_dict)

        def _parse_actor(data: object) -> DcDashReplayMoveActor | int:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                actor_type_1 = DcDashReplayMoveActor(data)

                return actor_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DcDashReplayMoveActor | int, data)

        actor = _parse_actor(d.pop("actor"))

        def _parse_move(
            data: object,
        ) -> (
            DcDashMoveDiscardHand
            | DcDashMoveDiscardToLimit
            | DcDashMovePlayAllClear
            | DcDashMovePlayBus
            | DcDashMovePlayDetour
            | DcDashMovePlayDisruption
            | DcDashMovePlayDoorsClosing
            | DcDashMovePlayDraw
            | DcDashMovePlayPush
            | DcDashMovePlayRide
            | DcDashMovePlayTransferRide
            | DcDashMoveStay
            | DcDashMoveTravel
            | int
            | str
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dc_dash_move_type_0 = DcDashMoveDiscardHand.from_dict(
                    data
                )

                return componentsschemas_dc_dash_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dc_dash_move_type_1 = (
                    DcDashMoveDiscardToLimit.from_dict(data)
                )

                return componentsschemas_dc_dash_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dc_dash_move_type_2 = (
                    DcDashMovePlayAllClear.from_dict(data)
                )

                return componentsschemas_dc_dash_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dc_dash_move_type_3 = DcDashMovePlayBus.from_dict(
                    data
                )

                return componentsschemas_dc_dash_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dc_dash_move_type_4 = DcDashMovePlayDetour.from_dict(
                    data
                )

                return componentsschemas_dc_dash_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dc_dash_move_type_5 = (
                    DcDashMovePlayDisruption.from_dict(data)
                )

                return componentsschemas_dc_dash_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dc_dash_move_type_6 = (
                    DcDashMovePlayDoorsClosing.from_dict(data)
                )

                return componentsschemas_dc_dash_move_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dc_dash_move_type_7 = DcDashMovePlayDraw.from_dict(
                    data
                )

                return componentsschemas_dc_dash_move_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dc_dash_move_type_8 = DcDashMovePlayPush.from_dict(
                    data
                )

                return componentsschemas_dc_dash_move_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dc_dash_move_type_9 = DcDashMovePlayRide.from_dict(
                    data
                )

                return componentsschemas_dc_dash_move_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dc_dash_move_type_10 = (
                    DcDashMovePlayTransferRide.from_dict(data)
                )

                return componentsschemas_dc_dash_move_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dc_dash_move_type_11 = DcDashMoveStay.from_dict(data)

                return componentsschemas_dc_dash_move_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dc_dash_move_type_12 = DcDashMoveTravel.from_dict(
                    data
                )

                return componentsschemas_dc_dash_move_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                DcDashMoveDiscardHand
                | DcDashMoveDiscardToLimit
                | DcDashMovePlayAllClear
                | DcDashMovePlayBus
                | DcDashMovePlayDetour
                | DcDashMovePlayDisruption
                | DcDashMovePlayDoorsClosing
                | DcDashMovePlayDraw
                | DcDashMovePlayPush
                | DcDashMovePlayRide
                | DcDashMovePlayTransferRide
                | DcDashMoveStay
                | DcDashMoveTravel
                | int
                | str,
                data,
            )

        move = _parse_move(d.pop("move"))

        version = d.pop("version")

        dc_dash_replay_move = cls(
            actor=actor,
            move=move,
            version=version,
        )

        return dc_dash_replay_move
