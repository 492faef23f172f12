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
    from ..models.table_event_clock import TableEventClock
    from ..models.table_event_clock_expired import TableEventClockExpired
    from ..models.table_event_game_finished import TableEventGameFinished
    from ..models.table_event_game_started import TableEventGameStarted
    from ..models.table_event_seat_left import TableEventSeatLeft
    from ..models.table_event_seat_reclaimed import TableEventSeatReclaimed
    from ..models.table_event_seat_resigned import TableEventSeatResigned
    from ..models.table_event_seat_taken import TableEventSeatTaken
    from ..models.table_event_turn import TableEventTurn


T = TypeVar("T", bound="DcDashEventRecord")


@_attrs_define
class DcDashEventRecord:
    """One event of a DC Dash game as its reader receives it.

    Attributes:
        event (DcDashEventActionCardsDrawn | DcDashEventActionDeckReshuffled | DcDashEventCardPlayed | DcDashEventDetour
            | DcDashEventDiscardDue | DcDashEventDiscardedToLimit | DcDashEventDisruptionEnded | DcDashEventDisruptionPlaced
            | DcDashEventDoorsClosingExpired | DcDashEventGameWon | DcDashEventHandDiscarded | DcDashEventPawnMoved |
            DcDashEventStationVisited | DcDashEventStayed | DcDashEventYouDrewActionCards | DcDashEventYourDetour |
            TableEventClock | TableEventClockExpired | TableEventGameFinished | TableEventGameStarted | TableEventSeatLeft |
            TableEventSeatReclaimed | TableEventSeatResigned | TableEventSeatTaken | TableEventTurn): An event of a DC Dash
            game; `type` says which.
        game_type (Literal['dc_dash']): The game's type.
        id (str): `<version>-<seq>`: pass as `after` or Last-Event-ID.
        legal_moves (list[DcDashMoveDiscardHand | DcDashMoveDiscardToLimit | DcDashMovePlayAllClear | DcDashMovePlayBus
            | DcDashMovePlayDetour | DcDashMovePlayDisruption | DcDashMovePlayDoorsClosing | DcDashMovePlayDraw |
            DcDashMovePlayPush | DcDashMovePlayRide | DcDashMovePlayTransferRide | DcDashMoveStay | DcDashMoveTravel] |
            None): The reader's own legal moves, on the last event of a step that hands the reader's seat the turn while the
            game still stands there; null otherwise (and always for spectators).
        seq (int): The event's place in its step, from 1 (0: a `turn` event written for this reader alone).
        to_act (list[int] | None): The seats to act after this step (null only in steps logged before records carried
            it).
        version (int): The version the step made.
    """

    event: (
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
    )
    game_type: Literal["dc_dash"]
    id: str
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
    seq: int
    to_act: list[int] | None
    version: int

    def to_dict(self) -> dict[str, Any]:
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
        from ..models.table_event_clock import TableEventClock
        from ..models.table_event_clock_expired import TableEventClockExpired
        from ..models.table_event_game_finished import TableEventGameFinished
        from ..models.table_event_game_started import TableEventGameStarted
        from ..models.table_event_seat_left import TableEventSeatLeft
        from ..models.table_event_seat_reclaimed import TableEventSeatReclaimed
        from ..models.table_event_seat_resigned import TableEventSeatResigned
        from ..models.table_event_seat_taken import TableEventSeatTaken
        from ..models.table_event_turn import TableEventTurn

        event: dict[str, Any]
        if (
            isinstance(self.event, DcDashEventActionCardsDrawn)
            or isinstance(self.event, DcDashEventActionDeckReshuffled)
            or isinstance(self.event, DcDashEventCardPlayed)
            or isinstance(self.event, TableEventClock)
            or isinstance(self.event, TableEventClockExpired)
            or isinstance(self.event, DcDashEventDetour)
            or isinstance(self.event, DcDashEventDiscardDue)
            or isinstance(self.event, DcDashEventDiscardedToLimit)
            or isinstance(self.event, DcDashEventDisruptionEnded)
            or isinstance(self.event, DcDashEventDisruptionPlaced)
            or isinstance(self.event, DcDashEventDoorsClosingExpired)
            or isinstance(self.event, TableEventGameFinished)
            or isinstance(self.event, TableEventGameStarted)
            or isinstance(self.event, DcDashEventGameWon)
            or isinstance(self.event, DcDashEventHandDiscarded)
            or isinstance(self.event, DcDashEventPawnMoved)
            or isinstance(self.event, TableEventSeatLeft)
            or isinstance(self.event, TableEventSeatReclaimed)
            or isinstance(self.event, TableEventSeatResigned)
            or isinstance(self.event, TableEventSeatTaken)
            or isinstance(self.event, DcDashEventStationVisited)
            or isinstance(self.event, DcDashEventStayed)
            or isinstance(self.event, TableEventTurn)
            or isinstance(self.event, DcDashEventYouDrewActionCards)
        ):
            event = self.event.to_dict()
        else:
            event = self.event.to_dict()

        game_type = self.game_type

        id = self.id

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

        seq = self.seq

        to_act: list[int] | None
        if isinstance(self.to_act, list):
            to_act = self.to_act

        else:
            to_act = self.to_act

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "event": event,
                "game_type": game_type,
                "id": id,
                "legal_moves": legal_moves,
                "seq": seq,
                "to_act": to_act,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
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

        def _parse_event(
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
                componentsschemas_dc_dash_event_type_3 = TableEventClock.from_dict(data)

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
                componentsschemas_dc_dash_event_type_5 = DcDashEventDetour.from_dict(
                    data
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
                componentsschemas_dc_dash_event_type_13 = DcDashEventGameWon.from_dict(
                    data
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
                componentsschemas_dc_dash_event_type_16 = TableEventSeatLeft.from_dict(
                    data
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
                componentsschemas_dc_dash_event_type_19 = TableEventSeatTaken.from_dict(
                    data
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
                componentsschemas_dc_dash_event_type_21 = DcDashEventStayed.from_dict(
                    data
                )

                return componentsschemas_dc_dash_event_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dc_dash_event_type_22 = TableEventTurn.from_dict(data)

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
            componentsschemas_dc_dash_event_type_24 = DcDashEventYourDetour.from_dict(
                data
            )

            return componentsschemas_dc_dash_event_type_24

        event = _parse_event(d.pop("event"))

        game_type = cast(Literal["dc_dash"], d.pop("game_type"))
        if game_type != "dc_dash":
            raise ValueError(f"game_type must match const 'dc_dash', got '{game_type}'")

        id = d.pop("id")

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

        seq = d.pop("seq")

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

        version = d.pop("version")

        dc_dash_event_record = cls(
            event=event,
            game_type=game_type,
            id=id,
            legal_moves=legal_moves,
            seq=seq,
            to_act=to_act,
            version=version,
        )

        return dc_dash_event_record
