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


T = TypeVar("T", bound="DcDashLegalMoves")


@_attrs_define
class DcDashLegalMoves:
    """A seat's legal moves in a DC Dash game now.

    Attributes:
        game_type (Literal['dc_dash']): The game's type.
        moves (list[DcDashMoveDiscardHand | DcDashMoveDiscardToLimit | DcDashMovePlayAllClear | DcDashMovePlayBus |
            DcDashMovePlayDetour | DcDashMovePlayDisruption | DcDashMovePlayDoorsClosing | DcDashMovePlayDraw |
            DcDashMovePlayPush | DcDashMovePlayRide | DcDashMovePlayTransferRide | DcDashMoveStay | DcDashMoveTravel]):
            Empty when it is not the seat's turn.
        seat (int):
        version (int): The version they are legal at.
    """

    game_type: Literal["dc_dash"]
    moves: list[
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
    ]
    seat: int
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

        game_type = self.game_type

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if (
                isinstance(moves_item_data, DcDashMoveDiscardHand)
                or isinstance(moves_item_data, DcDashMoveDiscardToLimit)
                or isinstance(moves_item_data, DcDashMovePlayAllClear)
                or isinstance(moves_item_data, DcDashMovePlayBus)
                or isinstance(moves_item_data, DcDashMovePlayDetour)
                or isinstance(moves_item_data, DcDashMovePlayDisruption)
                or isinstance(moves_item_data, DcDashMovePlayDoorsClosing)
                or isinstance(moves_item_data, DcDashMovePlayDraw)
                or isinstance(moves_item_data, DcDashMovePlayPush)
                or isinstance(moves_item_data, DcDashMovePlayRide)
                or isinstance(moves_item_data, DcDashMovePlayTransferRide)
                or isinstance(moves_item_data, DcDashMoveStay)
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
        game_type = cast(Literal["dc_dash"], d.pop("game_type"))
        if game_type != "dc_dash":
            raise ValueError(f"game_type must match const 'dc_dash', got '{game_type}'")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
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
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_move_type_0 = (
                        DcDashMoveDiscardHand.from_dict(data)
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
                    componentsschemas_dc_dash_move_type_4 = (
                        DcDashMovePlayDetour.from_dict(data)
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
                    componentsschemas_dc_dash_move_type_7 = (
                        DcDashMovePlayDraw.from_dict(data)
                    )

                    return componentsschemas_dc_dash_move_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_move_type_8 = (
                        DcDashMovePlayPush.from_dict(data)
                    )

                    return componentsschemas_dc_dash_move_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_move_type_9 = (
                        DcDashMovePlayRide.from_dict(data)
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
                    componentsschemas_dc_dash_move_type_11 = DcDashMoveStay.from_dict(
                        data
                    )

                    return componentsschemas_dc_dash_move_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dc_dash_move_type_12 = DcDashMoveTravel.from_dict(
                    data
                )

                return componentsschemas_dc_dash_move_type_12

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        seat = d.pop("seat")

        version = d.pop("version")

        dc_dash_legal_moves = cls(
            game_type=game_type,
            moves=moves,
            seat=seat,
            version=version,
        )

        return dc_dash_legal_moves
