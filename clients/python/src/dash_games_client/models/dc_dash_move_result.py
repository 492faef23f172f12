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

from ..models.dc_dash_move_result_status import DcDashMoveResultStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.command_error import CommandError
    from ..models.dc_dash_event_action_cards_drawn import DcDashEventActionCardsDrawn
    from ..models.dc_dash_event_action_deck_reshuffled import (
        DcDashEventActionDeckReshuffled,
    )
    from ..models.dc_dash_event_card_played import DcDashEventCardPlayed
    from ..models.dc_dash_event_detour import DcDashEventDetour
    from ..models.dc_dash_event_discard_due import DcDashEventDiscardDue
    from ..models.dc_dash_event_discarded_to_limit import DcDashEventDiscardedToLimit
    from ..models.dc_dash_event_disruption_ended import DcDashEventDisruptionEnded
    from ..models.dc_dash_event_disruption_placed import DcDashEventDisruptionPlaced
    from ..models.dc_dash_event_doors_closing_expired import (
        DcDashEventDoorsClosingExpired,
    )
    from ..models.dc_dash_event_game_won import DcDashEventGameWon
    from ..models.dc_dash_event_hand_discarded import DcDashEventHandDiscarded
    from ..models.dc_dash_event_pawn_moved import DcDashEventPawnMoved
    from ..models.dc_dash_event_station_visited import DcDashEventStationVisited
    from ..models.dc_dash_event_stayed import DcDashEventStayed
    from ..models.dc_dash_event_you_drew_action_cards import (
        DcDashEventYouDrewActionCards,
    )
    from ..models.dc_dash_event_your_detour import DcDashEventYourDetour
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
    from ..models.mover_clock import MoverClock
    from ..models.table_event_clock import TableEventClock
    from ..models.table_event_clock_expired import TableEventClockExpired
    from ..models.table_event_game_finished import TableEventGameFinished
    from ..models.table_event_game_started import TableEventGameStarted
    from ..models.table_event_seat_left import TableEventSeatLeft
    from ..models.table_event_seat_reclaimed import TableEventSeatReclaimed
    from ..models.table_event_seat_resigned import TableEventSeatResigned
    from ..models.table_event_seat_taken import TableEventSeatTaken
    from ..models.table_event_turn import TableEventTurn


T = TypeVar("T", bound="DcDashMoveResult")


@_attrs_define
class DcDashMoveResult:
    """The answer to a move in a DC Dash game: what the mover needs for its next decision, with no other request.

    Attributes:
        clock (MoverClock | None): The mover's clock; null without a table clock, or on an answer given again.
        command_id (str):
        error (CommandError | None):
        events (list[DcDashEventActionCardsDrawn | DcDashEventActionDeckReshuffled | DcDashEventCardPlayed |
            DcDashEventDetour | DcDashEventDiscardDue | DcDashEventDiscardedToLimit | DcDashEventDisruptionEnded |
            DcDashEventDisruptionPlaced | DcDashEventDoorsClosingExpired | DcDashEventGameWon | DcDashEventHandDiscarded |
            DcDashEventPawnMoved | DcDashEventStationVisited | DcDashEventStayed | DcDashEventYouDrewActionCards |
            DcDashEventYourDetour | TableEventClock | TableEventClockExpired | TableEventGameFinished |
            TableEventGameStarted | TableEventSeatLeft | TableEventSeatReclaimed | TableEventSeatResigned |
            TableEventSeatTaken | TableEventTurn]): The step's events the mover may see.
        game_type (Literal['dc_dash']): The game's type.
        legal_moves (list[DcDashMoveDiscardHand | DcDashMoveDiscardToLimit | DcDashMovePlayAllClear | DcDashMovePlayBus
            | DcDashMovePlayDetour | DcDashMovePlayDisruption | DcDashMovePlayDoorsClosing | DcDashMovePlayDraw |
            DcDashMovePlayPush | DcDashMovePlayRide | DcDashMovePlayTransferRide | DcDashMoveStay | DcDashMoveTravel] |
            None): The mover's legal moves when it acts next (a turn of several moves, or a seat that acts again at once),
            so it needs no `legal-moves` read; null otherwise, and on an answer given again once the game has moved on.
        status (DcDashMoveResultStatus): `accepted`: queued, poll the command; `rejected`: see `error`.
        to_act (list[int] | None): The seats to act after this move (null while it is queued).
        version (int | None): The game's version after it (null while queued).
        view (DcDashView | None | Unset): Only with `with_view=true`, when `legal_moves` is not null: the mover's view
            at `version` (null if the game moved on meanwhile).
    """

    clock: MoverClock | None
    command_id: str
    error: CommandError | None
    events: list[
        DcDashEventActionCardsDrawn
        | DcDashEventActionDeckReshuffled
        | DcDashEventCardPlayed
        | DcDashEventDetour
        | DcDashEventDiscardDue
        | DcDashEventDiscardedToLimit
        | DcDashEventDisruptionEnded
        | DcDashEventDisruptionPlaced
        | DcDashEventDoorsClosingExpired
        | DcDashEventGameWon
        | DcDashEventHandDiscarded
        | DcDashEventPawnMoved
        | DcDashEventStationVisited
        | DcDashEventStayed
        | DcDashEventYouDrewActionCards
        | DcDashEventYourDetour
        | TableEventClock
        | TableEventClockExpired
        | TableEventGameFinished
        | TableEventGameStarted
        | TableEventSeatLeft
        | TableEventSeatReclaimed
        | TableEventSeatResigned
        | TableEventSeatTaken
        | TableEventTurn
    ]
    game_type: Literal["dc_dash"]
    legal_moves: (
        list[
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
        | None
    )
    status: DcDashMoveResultStatus
    to_act: list[int] | None
    version: int | None
    view: DcDashView | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.command_error import CommandError
        from ..models.dc_dash_event_action_cards_drawn import (
            DcDashEventActionCardsDrawn,
        )
        from ..models.dc_dash_event_action_deck_reshuffled import (
            DcDashEventActionDeckReshuffled,
        )
        from ..models.dc_dash_event_card_played import DcDashEventCardPlayed
        from ..models.dc_dash_event_detour import DcDashEventDetour
        from ..models.dc_dash_event_discard_due import DcDashEventDiscardDue
        from ..models.dc_dash_event_discarded_to_limit import (
            DcDashEventDiscardedToLimit,
        )
        from ..models.dc_dash_event_disruption_ended import DcDashEventDisruptionEnded
        from ..models.dc_dash_event_disruption_placed import DcDashEventDisruptionPlaced
        from ..models.dc_dash_event_doors_closing_expired import (
            DcDashEventDoorsClosingExpired,
        )
        from ..models.dc_dash_event_game_won import DcDashEventGameWon
        from ..models.dc_dash_event_hand_discarded import DcDashEventHandDiscarded
        from ..models.dc_dash_event_pawn_moved import DcDashEventPawnMoved
        from ..models.dc_dash_event_station_visited import DcDashEventStationVisited
        from ..models.dc_dash_event_stayed import DcDashEventStayed
        from ..models.dc_dash_event_you_drew_action_cards import (
            DcDashEventYouDrewActionCards,
        )
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
        from ..models.dc_dash_view import DcDashView
        from ..models.mover_clock import MoverClock
        from ..models.table_event_clock import TableEventClock
        from ..models.table_event_clock_expired import TableEventClockExpired
        from ..models.table_event_game_finished import TableEventGameFinished
        from ..models.table_event_game_started import TableEventGameStarted
        from ..models.table_event_seat_left import TableEventSeatLeft
        from ..models.table_event_seat_reclaimed import TableEventSeatReclaimed
        from ..models.table_event_seat_resigned import TableEventSeatResigned
        from ..models.table_event_seat_taken import TableEventSeatTaken
        from ..models.table_event_turn import TableEventTurn

        clock: dict[str, Any] | None
        if isinstance(self.clock, MoverClock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        command_id = self.command_id

        error: dict[str, Any] | None
        if isinstance(self.error, CommandError):
            error = self.error.to_dict()
        else:
            error = self.error

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if (
                isinstance(events_item_data, DcDashEventActionCardsDrawn)
                or isinstance(events_item_data, DcDashEventActionDeckReshuffled)
                or isinstance(events_item_data, DcDashEventCardPlayed)
                or isinstance(events_item_data, TableEventClock)
                or isinstance(events_item_data, TableEventClockExpired)
                or isinstance(events_item_data, DcDashEventDetour)
                or isinstance(events_item_data, DcDashEventDiscardDue)
                or isinstance(events_item_data, DcDashEventDiscardedToLimit)
                or isinstance(events_item_data, DcDashEventDisruptionEnded)
                or isinstance(events_item_data, DcDashEventDisruptionPlaced)
                or isinstance(events_item_data, DcDashEventDoorsClosingExpired)
                or isinstance(events_item_data, TableEventGameFinished)
                or isinstance(events_item_data, TableEventGameStarted)
                or isinstance(events_item_data, DcDashEventGameWon)
                or isinstance(events_item_data, DcDashEventHandDiscarded)
                or isinstance(events_item_data, DcDashEventPawnMoved)
                or isinstance(events_item_data, TableEventSeatLeft)
                or isinstance(events_item_data, TableEventSeatReclaimed)
                or isinstance(events_item_data, TableEventSeatResigned)
                or isinstance(events_item_data, TableEventSeatTaken)
                or isinstance(events_item_data, DcDashEventStationVisited)
                or isinstance(events_item_data, DcDashEventStayed)
                or isinstance(events_item_data, TableEventTurn)
                or isinstance(events_item_data, DcDashEventYouDrewActionCards)
            ):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        game_type = self.game_type

        legal_moves: list[dict[str, Any]] | None
        if isinstance(self.legal_moves, list):
            legal_moves = []
            for legal_moves_type_0_item_data in self.legal_moves:
                legal_moves_type_0_item: dict[str, Any]
                if (
                    isinstance(legal_moves_type_0_item_data, DcDashMoveDiscardHand)
                    or isinstance(
                        legal_moves_type_0_item_data, DcDashMoveDiscardToLimit
                    )
                    or isinstance(legal_moves_type_0_item_data, DcDashMovePlayAllClear)
                    or isinstance(legal_moves_type_0_item_data, DcDashMovePlayBus)
                    or isinstance(legal_moves_type_0_item_data, DcDashMovePlayDetour)
                    or isinstance(
                        legal_moves_type_0_item_data, DcDashMovePlayDisruption
                    )
                    or isinstance(
                        legal_moves_type_0_item_data, DcDashMovePlayDoorsClosing
                    )
                    or isinstance(legal_moves_type_0_item_data, DcDashMovePlayDraw)
                    or isinstance(legal_moves_type_0_item_data, DcDashMovePlayPush)
                    or isinstance(legal_moves_type_0_item_data, DcDashMovePlayRide)
                    or isinstance(
                        legal_moves_type_0_item_data, DcDashMovePlayTransferRide
                    )
                    or isinstance(legal_moves_type_0_item_data, DcDashMoveStay)
                ):
                    legal_moves_type_0_item = legal_moves_type_0_item_data.to_dict()
                else:
                    legal_moves_type_0_item = legal_moves_type_0_item_data.to_dict()

                legal_moves.append(legal_moves_type_0_item)

        else:
            legal_moves = self.legal_moves

        status = self.status.value

        to_act: list[int] | None
        if isinstance(self.to_act, list):
            to_act = self.to_act

        else:
            to_act = self.to_act

        version: int | None
        version = self.version

        view: dict[str, Any] | None | Unset
        if isinstance(self.view, Unset):
            view = UNSET
        elif isinstance(self.view, DcDashView):
            view = self.view.to_dict()
        else:
            view = self.view

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "clock": clock,
                "command_id": command_id,
                "error": error,
                "events": events,
                "game_type": game_type,
                "legal_moves": legal_moves,
                "status": status,
                "to_act": to_act,
                "version": version,
            }
        )
        if view is not UNSET:
            field_dict["view"] = view

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.command_error import CommandError
        from ..models.dc_dash_event_action_cards_drawn import (
            DcDashEventActionCardsDrawn,
        )
        from ..models.dc_dash_event_action_deck_reshuffled import (
            DcDashEventActionDeckReshuffled,
        )
        from ..models.dc_dash_event_card_played import DcDashEventCardPlayed
        from ..models.dc_dash_event_detour import DcDashEventDetour
        from ..models.dc_dash_event_discard_due import DcDashEventDiscardDue
        from ..models.dc_dash_event_discarded_to_limit import (
            DcDashEventDiscardedToLimit,
        )
        from ..models.dc_dash_event_disruption_ended import DcDashEventDisruptionEnded
        from ..models.dc_dash_event_disruption_placed import DcDashEventDisruptionPlaced
        from ..models.dc_dash_event_doors_closing_expired import (
            DcDashEventDoorsClosingExpired,
        )
        from ..models.dc_dash_event_game_won import DcDashEventGameWon
        from ..models.dc_dash_event_hand_discarded import DcDashEventHandDiscarded
        from ..models.dc_dash_event_pawn_moved import DcDashEventPawnMoved
        from ..models.dc_dash_event_station_visited import DcDashEventStationVisited
        from ..models.dc_dash_event_stayed import DcDashEventStayed
        from ..models.dc_dash_event_you_drew_action_cards import (
            DcDashEventYouDrewActionCards,
        )
        from ..models.dc_dash_event_your_detour import DcDashEventYourDetour
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
        from ..models.mover_clock import MoverClock
        from ..models.table_event_clock import TableEventClock
        from ..models.table_event_clock_expired import TableEventClockExpired
        from ..models.table_event_game_finished import TableEventGameFinished
        from ..models.table_event_game_started import TableEventGameStarted
        from ..models.table_event_seat_left import TableEventSeatLeft
        from ..models.table_event_seat_reclaimed import TableEventSeatReclaimed
        from ..models.table_event_seat_resigned import TableEventSeatResigned
        from ..models.table_event_seat_taken import TableEventSeatTaken
        from ..models.table_event_turn import TableEventTurn

        d = dict(src_dict)

        def _parse_clock(data: object) -> MoverClock | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = MoverClock.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MoverClock | None, data)

        clock = _parse_clock(d.pop("clock"))

        command_id = d.pop("command_id")

        def _parse_error(data: object) -> CommandError | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = CommandError.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CommandError | None, data)

        error = _parse_error(d.pop("error"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                DcDashEventActionCardsDrawn
                | DcDashEventActionDeckReshuffled
                | DcDashEventCardPlayed
                | DcDashEventDetour
                | DcDashEventDiscardDue
                | DcDashEventDiscardedToLimit
                | DcDashEventDisruptionEnded
                | DcDashEventDisruptionPlaced
                | DcDashEventDoorsClosingExpired
                | DcDashEventGameWon
                | DcDashEventHandDiscarded
                | DcDashEventPawnMoved
                | DcDashEventStationVisited
                | DcDashEventStayed
                | DcDashEventYouDrewActionCards
                | DcDashEventYourDetour
                | TableEventClock
                | TableEventClockExpired
                | TableEventGameFinished
                | TableEventGameStarted
                | TableEventSeatLeft
                | TableEventSeatReclaimed
                | TableEventSeatResigned
                | TableEventSeatTaken
                | TableEventTurn
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_event_type_0 = (
                        DcDashEventActionCardsDrawn.from_dict(data)
                    )

                    return componentsschemas_dc_dash_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_event_type_1 = (
                        DcDashEventActionDeckReshuffled.from_dict(data)
                    )

                    return componentsschemas_dc_dash_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_event_type_2 = (
                        DcDashEventCardPlayed.from_dict(data)
                    )

                    return componentsschemas_dc_dash_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_event_type_3 = TableEventClock.from_dict(
                        data
                    )

                    return componentsschemas_dc_dash_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_event_type_4 = (
                        TableEventClockExpired.from_dict(data)
                    )

                    return componentsschemas_dc_dash_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_event_type_5 = (
                        DcDashEventDetour.from_dict(data)
                    )

                    return componentsschemas_dc_dash_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_event_type_6 = (
                        DcDashEventDiscardDue.from_dict(data)
                    )

                    return componentsschemas_dc_dash_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_event_type_7 = (
                        DcDashEventDiscardedToLimit.from_dict(data)
                    )

                    return componentsschemas_dc_dash_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_event_type_8 = (
                        DcDashEventDisruptionEnded.from_dict(data)
                    )

                    return componentsschemas_dc_dash_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_event_type_9 = (
                        DcDashEventDisruptionPlaced.from_dict(data)
                    )

                    return componentsschemas_dc_dash_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_event_type_10 = (
                        DcDashEventDoorsClosingExpired.from_dict(data)
                    )

                    return componentsschemas_dc_dash_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_event_type_11 = (
                        TableEventGameFinished.from_dict(data)
                    )

                    return componentsschemas_dc_dash_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_event_type_12 = (
                        TableEventGameStarted.from_dict(data)
                    )

                    return componentsschemas_dc_dash_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_event_type_13 = (
                        DcDashEventGameWon.from_dict(data)
                    )

                    return componentsschemas_dc_dash_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_event_type_14 = (
                        DcDashEventHandDiscarded.from_dict(data)
                    )

                    return componentsschemas_dc_dash_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_event_type_15 = (
                        DcDashEventPawnMoved.from_dict(data)
                    )

                    return componentsschemas_dc_dash_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_event_type_16 = (
                        TableEventSeatLeft.from_dict(data)
                    )

                    return componentsschemas_dc_dash_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_event_type_17 = (
                        TableEventSeatReclaimed.from_dict(data)
                    )

                    return componentsschemas_dc_dash_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_event_type_18 = (
                        TableEventSeatResigned.from_dict(data)
                    )

                    return componentsschemas_dc_dash_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_event_type_19 = (
                        TableEventSeatTaken.from_dict(data)
                    )

                    return componentsschemas_dc_dash_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_event_type_20 = (
                        DcDashEventStationVisited.from_dict(data)
                    )

                    return componentsschemas_dc_dash_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_event_type_21 = (
                        DcDashEventStayed.from_dict(data)
                    )

                    return componentsschemas_dc_dash_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_event_type_22 = TableEventTurn.from_dict(
                        data
                    )

                    return componentsschemas_dc_dash_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_event_type_23 = (
                        DcDashEventYouDrewActionCards.from_dict(data)
                    )

                    return componentsschemas_dc_dash_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dc_dash_event_type_24 = (
                    DcDashEventYourDetour.from_dict(data)
                )

                return componentsschemas_dc_dash_event_type_24

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        game_type = cast(Literal["dc_dash"], d.pop("game_type"))
        if game_type != "dc_dash":
            raise ValueError(f"game_type must match const 'dc_dash', got '{game_type}'")

        def _parse_legal_moves(
            data: object,
        ) -> (
            list[
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
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                legal_moves_type_0 = []
                _legal_moves_type_0 = data
                for legal_moves_type_0_item_data in _legal_moves_type_0:

                    def _parse_legal_moves_type_0_item(
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
                            componentsschemas_dc_dash_move_type_3 = (
                                DcDashMovePlayBus.from_dict(data)
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
                            componentsschemas_dc_dash_move_type_11 = (
                                DcDashMoveStay.from_dict(data)
                            )

                            return componentsschemas_dc_dash_move_type_11
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_dc_dash_move_type_12 = (
                            DcDashMoveTravel.from_dict(data)
                        )

                        return componentsschemas_dc_dash_move_type_12

                    legal_moves_type_0_item = _parse_legal_moves_type_0_item(
                        legal_moves_type_0_item_data
                    )

                    legal_moves_type_0.append(legal_moves_type_0_item)

                return legal_moves_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[
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
                | None,
                data,
            )

        legal_moves = _parse_legal_moves(d.pop("legal_moves"))

        status = DcDashMoveResultStatus(d.pop("status"))

        def _parse_to_act(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                to_act_type_0 = cast(list[int], data)

                return to_act_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        to_act = _parse_to_act(d.pop("to_act"))

        def _parse_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        version = _parse_version(d.pop("version"))

        def _parse_view(data: object) -> DcDashView | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0 = DcDashView.from_dict(data)

                return view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DcDashView | None | Unset, data)

        view = _parse_view(d.pop("view", UNSET))

        dc_dash_move_result = cls(
            clock=clock,
            command_id=command_id,
            error=error,
            events=events,
            game_type=game_type,
            legal_moves=legal_moves,
            status=status,
            to_act=to_act,
            version=version,
            view=view,
        )

        return dc_dash_move_result
