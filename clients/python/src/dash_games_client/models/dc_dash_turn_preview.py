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

from ..models.dc_dash_turn_preview_stop import DcDashTurnPreviewStop

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
    from ..models.dc_dash_view import DcDashView


T = TypeVar("T", bound="DcDashTurnPreview")


@_attrs_define
class DcDashTurnPreview:
    """A staged turn of a DC Dash game as far as it may be shown (docs/CONFIRM.md). Nothing was played.

    Attributes:
        game_type (Literal['dc_dash']): The game's type.
        legal_moves (list[DcDashMoveDiscardHand | DcDashMoveDiscardToLimit | DcDashMovePlayAllClear | DcDashMovePlayBus
            | DcDashMovePlayDetour | DcDashMovePlayDisruption | DcDashMovePlayDoorsClosing | DcDashMovePlayDraw |
            DcDashMovePlayPush | DcDashMovePlayRide | DcDashMovePlayTransferRide | DcDashMoveStay | DcDashMoveTravel]): The
            seat's next moves after the shown ones (empty when `stop` is set).
        seat (int):
        shown (int): How many staged moves `view` shows played.
        stop (DcDashTurnPreviewStop | None): Why no more is shown: the last staged move ends the turn (`turn_over`), or
            its result is revealed only when it is played (`hidden_result`: dice, a card, a hidden plan). Null: the turn
            goes on and `legal_moves` are next.
        version (int): The version previewed from: send the staged moves in order, the first with this `If-Match`.
        view (DcDashView): A DC Dash game as one seat (``you``; null for a spectator) sees it.
    """

    game_type: Literal["dc_dash"]
    legal_moves: list[
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
    shown: int
    stop: DcDashTurnPreviewStop | None
    version: int
    view: DcDashView

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

        legal_moves = []
        for legal_moves_item_data in self.legal_moves:
            legal_moves_item: dict[str, Any]
            if (
                isinstance(legal_moves_item_data, DcDashMoveDiscardHand)
                or isinstance(legal_moves_item_data, DcDashMoveDiscardToLimit)
                or isinstance(legal_moves_item_data, DcDashMovePlayAllClear)
                or isinstance(legal_moves_item_data, DcDashMovePlayBus)
                or isinstance(legal_moves_item_data, DcDashMovePlayDetour)
                or isinstance(legal_moves_item_data, DcDashMovePlayDisruption)
                or isinstance(legal_moves_item_data, DcDashMovePlayDoorsClosing)
                or isinstance(legal_moves_item_data, DcDashMovePlayDraw)
                or isinstance(legal_moves_item_data, DcDashMovePlayPush)
                or isinstance(legal_moves_item_data, DcDashMovePlayRide)
                or isinstance(legal_moves_item_data, DcDashMovePlayTransferRide)
                or isinstance(legal_moves_item_data, DcDashMoveStay)
            ):
                legal_moves_item = legal_moves_item_data.to_dict()
            else:
                legal_moves_item = legal_moves_item_data.to_dict()

            legal_moves.append(legal_moves_item)

        seat = self.seat

        shown = self.shown

        stop: None | str
        if isinstance(self.stop, DcDashTurnPreviewStop):
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
        from ..models.dc_dash_view import DcDashView

        d = dict(src_dict)
        game_type = cast(Literal["dc_dash"], d.pop("game_type"))
        if game_type != "dc_dash":
            raise ValueError(f"game_type must match const 'dc_dash', got '{game_type}'")

        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in _legal_moves:

            def _parse_legal_moves_item(
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

            legal_moves_item = _parse_legal_moves_item(legal_moves_item_data)

            legal_moves.append(legal_moves_item)

        seat = d.pop("seat")

        shown = d.pop("shown")

        def _parse_stop(data: object) -> DcDashTurnPreviewStop | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stop_type_0 = DcDashTurnPreviewStop(data)

                return stop_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DcDashTurnPreviewStop | None, data)

        stop = _parse_stop(d.pop("stop"))

        version = d.pop("version")

        view = DcDashView.from_dict(d.pop("view"))

        dc_dash_turn_preview = cls(
            game_type=game_type,
            legal_moves=legal_moves,
            seat=seat,
            shown=shown,
            stop=stop,
            version=version,
            view=view,
        )

        return dc_dash_turn_preview
