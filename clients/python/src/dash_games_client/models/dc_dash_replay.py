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
    from ..models.dc_dash_replay_move import DcDashReplayMove
    from ..models.dc_dash_replay_options import DcDashReplayOptions
    from ..models.outcome import Outcome
    from ..models.table_event_clock import TableEventClock
    from ..models.table_event_clock_expired import TableEventClockExpired
    from ..models.table_event_game_finished import TableEventGameFinished
    from ..models.table_event_game_started import TableEventGameStarted
    from ..models.table_event_seat_left import TableEventSeatLeft
    from ..models.table_event_seat_reclaimed import TableEventSeatReclaimed
    from ..models.table_event_seat_resigned import TableEventSeatResigned
    from ..models.table_event_seat_taken import TableEventSeatTaken
    from ..models.table_event_turn import TableEventTurn


T = TypeVar("T", bound="DcDashReplay")


@_attrs_define
class DcDashReplay:
    """A finished DC Dash game: the seed and everything that happened.

    Attributes:
        events (list[DcDashEventActionCardsDrawn | DcDashEventActionDeckReshuffled | DcDashEventCardPlayed |
            DcDashEventDetour | DcDashEventDiscardDue | DcDashEventDiscardedToLimit | DcDashEventDisruptionEnded |
            DcDashEventDisruptionPlaced | DcDashEventDoorsClosingExpired | DcDashEventGameWon | DcDashEventHandDiscarded |
            DcDashEventPawnMoved | DcDashEventStationVisited | DcDashEventStayed | DcDashEventYouDrewActionCards |
            DcDashEventYourDetour | TableEventClock | TableEventClockExpired | TableEventGameFinished |
            TableEventGameStarted | TableEventSeatLeft | TableEventSeatReclaimed | TableEventSeatResigned |
            TableEventSeatTaken | TableEventTurn]): The game's events (not the table's), in order.
        game_type (Literal['dc_dash']): The game's type.
        moves (list[DcDashReplayMove]): Every step, in order.
        options (DcDashReplayOptions): The game's options (the game type's `options`).
        outcome (None | Outcome):
        players (int):
        seed (str):
        seed_sha256 (str):
    """

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
    moves: list[DcDashReplayMove]
    options: DcDashReplayOptions
    outcome: None | Outcome
    players: int
    seed: str
    seed_sha256: str

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
        from ..models.outcome import Outcome
        from ..models.table_event_clock import TableEventClock
        from ..models.table_event_clock_expired import TableEventClockExpired
        from ..models.table_event_game_finished import TableEventGameFinished
        from ..models.table_event_game_started import TableEventGameStarted
        from ..models.table_event_seat_left import TableEventSeatLeft
        from ..models.table_event_seat_reclaimed import TableEventSeatReclaimed
        from ..models.table_event_seat_resigned import TableEventSeatResigned
        from ..models.table_event_seat_taken import TableEventSeatTaken
        from ..models.table_event_turn import TableEventTurn

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

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        options = self.options.to_dict()

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        players = self.players

        seed = self.seed

        seed_sha256 = self.seed_sha256

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "game_type": game_type,
                "moves": moves,
                "options": options,
                "outcome": outcome,
                "players": players,
                "seed": seed,
                "seed_sha256": seed_sha256,
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
        from ..models.dc_dash_replay_move import DcDashReplayMove
        from ..models.dc_dash_replay_options import DcDashReplayOptions
        from ..models.outcome import Outcome
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

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = DcDashReplayMove.from_dict(moves_item_data)

            moves.append(moves_item)

        options = DcDashReplayOptions.from_dict(d.pop("options"))

        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))

        players = d.pop("players")

        seed = d.pop("seed")

        seed_sha256 = d.pop("seed_sha256")

        dc_dash_replay = cls(
            events=events,
            game_type=game_type,
            moves=moves,
            options=options,
            outcome=outcome,
            players=players,
            seed=seed,
            seed_sha256=seed_sha256,
        )

        return dc_dash_replay
