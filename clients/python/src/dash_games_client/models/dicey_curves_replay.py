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
    from ..models.dicey_curves_event_car_finished import DiceyCurvesEventCarFinished
    from ..models.dicey_curves_event_car_moved import DiceyCurvesEventCarMoved
    from ..models.dicey_curves_event_car_placed import DiceyCurvesEventCarPlaced
    from ..models.dicey_curves_event_card_discarded import DiceyCurvesEventCardDiscarded
    from ..models.dicey_curves_event_card_laid import DiceyCurvesEventCardLaid
    from ..models.dicey_curves_event_control_taken import DiceyCurvesEventControlTaken
    from ..models.dicey_curves_event_dice_rerolled import DiceyCurvesEventDiceRerolled
    from ..models.dicey_curves_event_dice_rolled import DiceyCurvesEventDiceRolled
    from ..models.dicey_curves_event_drive_ended import DiceyCurvesEventDriveEnded
    from ..models.dicey_curves_event_drive_started import DiceyCurvesEventDriveStarted
    from ..models.dicey_curves_event_green_added import DiceyCurvesEventGreenAdded
    from ..models.dicey_curves_event_green_set import DiceyCurvesEventGreenSet
    from ..models.dicey_curves_event_juke import DiceyCurvesEventJuke
    from ..models.dicey_curves_event_keep_going import DiceyCurvesEventKeepGoing
    from ..models.dicey_curves_event_race_over import DiceyCurvesEventRaceOver
    from ..models.dicey_curves_event_turn_ended import DiceyCurvesEventTurnEnded
    from ..models.dicey_curves_event_turn_started import DiceyCurvesEventTurnStarted
    from ..models.dicey_curves_replay_move import DiceyCurvesReplayMove
    from ..models.dicey_curves_replay_options import DiceyCurvesReplayOptions
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


T = TypeVar("T", bound="DiceyCurvesReplay")


@_attrs_define
class DiceyCurvesReplay:
    """A finished Dicey Curves game: the seed and everything that happened.

    Attributes:
        events (list[DiceyCurvesEventCardDiscarded | DiceyCurvesEventCardLaid | DiceyCurvesEventCarFinished |
            DiceyCurvesEventCarMoved | DiceyCurvesEventCarPlaced | DiceyCurvesEventControlTaken |
            DiceyCurvesEventDiceRerolled | DiceyCurvesEventDiceRolled | DiceyCurvesEventDriveEnded |
            DiceyCurvesEventDriveStarted | DiceyCurvesEventGreenAdded | DiceyCurvesEventGreenSet | DiceyCurvesEventJuke |
            DiceyCurvesEventKeepGoing | DiceyCurvesEventRaceOver | DiceyCurvesEventTurnEnded | DiceyCurvesEventTurnStarted |
            TableEventClock | TableEventClockExpired | TableEventGameFinished | TableEventGameStarted | TableEventSeatLeft |
            TableEventSeatReclaimed | TableEventSeatResigned | TableEventSeatTaken | TableEventTurn]): The game's events
            (not the table's), in order.
        game_type (Literal['dicey_curves']): The game's type.
        moves (list[DiceyCurvesReplayMove]): Every step, in order.
        options (DiceyCurvesReplayOptions): The game's options (the game type's `options`).
        outcome (None | Outcome):
        players (int):
        seed (str):
        seed_sha256 (str):
    """

    events: list[
        DiceyCurvesEventCardDiscarded
        | DiceyCurvesEventCardLaid
        | DiceyCurvesEventCarFinished
        | DiceyCurvesEventCarMoved
        | DiceyCurvesEventCarPlaced
        | DiceyCurvesEventControlTaken
        | DiceyCurvesEventDiceRerolled
        | DiceyCurvesEventDiceRolled
        | DiceyCurvesEventDriveEnded
        | DiceyCurvesEventDriveStarted
        | DiceyCurvesEventGreenAdded
        | DiceyCurvesEventGreenSet
        | DiceyCurvesEventJuke
        | DiceyCurvesEventKeepGoing
        | DiceyCurvesEventRaceOver
        | DiceyCurvesEventTurnEnded
        | DiceyCurvesEventTurnStarted
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
    game_type: Literal["dicey_curves"]
    moves: list[DiceyCurvesReplayMove]
    options: DiceyCurvesReplayOptions
    outcome: None | Outcome
    players: int
    seed: str
    seed_sha256: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.dicey_curves_event_car_finished import DiceyCurvesEventCarFinished
        from ..models.dicey_curves_event_car_moved import DiceyCurvesEventCarMoved
        from ..models.dicey_curves_event_car_placed import DiceyCurvesEventCarPlaced
        from ..models.dicey_curves_event_card_discarded import (
            DiceyCurvesEventCardDiscarded,
        )
        from ..models.dicey_curves_event_card_laid import DiceyCurvesEventCardLaid
        from ..models.dicey_curves_event_control_taken import (
            DiceyCurvesEventControlTaken,
        )
        from ..models.dicey_curves_event_dice_rerolled import (
            DiceyCurvesEventDiceRerolled,
        )
        from ..models.dicey_curves_event_dice_rolled import DiceyCurvesEventDiceRolled
        from ..models.dicey_curves_event_drive_ended import DiceyCurvesEventDriveEnded
        from ..models.dicey_curves_event_drive_started import (
            DiceyCurvesEventDriveStarted,
        )
        from ..models.dicey_curves_event_green_added import DiceyCurvesEventGreenAdded
        from ..models.dicey_curves_event_green_set import DiceyCurvesEventGreenSet
        from ..models.dicey_curves_event_juke import DiceyCurvesEventJuke
        from ..models.dicey_curves_event_keep_going import DiceyCurvesEventKeepGoing
        from ..models.dicey_curves_event_race_over import DiceyCurvesEventRaceOver
        from ..models.dicey_curves_event_turn_ended import DiceyCurvesEventTurnEnded
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
                isinstance(events_item_data, DiceyCurvesEventCarFinished)
                or isinstance(events_item_data, DiceyCurvesEventCarMoved)
                or isinstance(events_item_data, DiceyCurvesEventCarPlaced)
                or isinstance(events_item_data, DiceyCurvesEventCardDiscarded)
                or isinstance(events_item_data, DiceyCurvesEventCardLaid)
                or isinstance(events_item_data, TableEventClock)
                or isinstance(events_item_data, TableEventClockExpired)
                or isinstance(events_item_data, DiceyCurvesEventControlTaken)
                or isinstance(events_item_data, DiceyCurvesEventDiceRerolled)
                or isinstance(events_item_data, DiceyCurvesEventDiceRolled)
                or isinstance(events_item_data, DiceyCurvesEventDriveEnded)
                or isinstance(events_item_data, DiceyCurvesEventDriveStarted)
                or isinstance(events_item_data, TableEventGameFinished)
                or isinstance(events_item_data, TableEventGameStarted)
                or isinstance(events_item_data, DiceyCurvesEventGreenAdded)
                or isinstance(events_item_data, DiceyCurvesEventGreenSet)
                or isinstance(events_item_data, DiceyCurvesEventJuke)
                or isinstance(events_item_data, DiceyCurvesEventKeepGoing)
                or isinstance(events_item_data, DiceyCurvesEventRaceOver)
                or isinstance(events_item_data, TableEventSeatLeft)
                or isinstance(events_item_data, TableEventSeatReclaimed)
                or isinstance(events_item_data, TableEventSeatResigned)
                or isinstance(events_item_data, TableEventSeatTaken)
                or isinstance(events_item_data, TableEventTurn)
                or isinstance(events_item_data, DiceyCurvesEventTurnEnded)
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
        from ..models.dicey_curves_event_car_finished import DiceyCurvesEventCarFinished
        from ..models.dicey_curves_event_car_moved import DiceyCurvesEventCarMoved
        from ..models.dicey_curves_event_car_placed import DiceyCurvesEventCarPlaced
        from ..models.dicey_curves_event_card_discarded import (
            DiceyCurvesEventCardDiscarded,
        )
        from ..models.dicey_curves_event_card_laid import DiceyCurvesEventCardLaid
        from ..models.dicey_curves_event_control_taken import (
            DiceyCurvesEventControlTaken,
        )
        from ..models.dicey_curves_event_dice_rerolled import (
            DiceyCurvesEventDiceRerolled,
        )
        from ..models.dicey_curves_event_dice_rolled import DiceyCurvesEventDiceRolled
        from ..models.dicey_curves_event_drive_ended import DiceyCurvesEventDriveEnded
        from ..models.dicey_curves_event_drive_started import (
            DiceyCurvesEventDriveStarted,
        )
        from ..models.dicey_curves_event_green_added import DiceyCurvesEventGreenAdded
        from ..models.dicey_curves_event_green_set import DiceyCurvesEventGreenSet
        from ..models.dicey_curves_event_juke import DiceyCurvesEventJuke
        from ..models.dicey_curves_event_keep_going import DiceyCurvesEventKeepGoing
        from ..models.dicey_curves_event_race_over import DiceyCurvesEventRaceOver
        from ..models.dicey_curves_event_turn_ended import DiceyCurvesEventTurnEnded
        from ..models.dicey_curves_event_turn_started import DiceyCurvesEventTurnStarted
        from ..models.dicey_curves_replay_move import DiceyCurvesReplayMove
        from ..models.dicey_curves_replay_options import DiceyCurvesReplayOptions
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
                DiceyCurvesEventCardDiscarded
                | DiceyCurvesEventCardLaid
                | DiceyCurvesEventCarFinished
                | DiceyCurvesEventCarMoved
                | DiceyCurvesEventCarPlaced
                | DiceyCurvesEventControlTaken
                | DiceyCurvesEventDiceRerolled
                | DiceyCurvesEventDiceRolled
                | DiceyCurvesEventDriveEnded
                | DiceyCurvesEventDriveStarted
                | DiceyCurvesEventGreenAdded
                | DiceyCurvesEventGreenSet
                | DiceyCurvesEventJuke
                | DiceyCurvesEventKeepGoing
                | DiceyCurvesEventRaceOver
                | DiceyCurvesEventTurnEnded
                | DiceyCurvesEventTurnStarted
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
                    componentsschemas_dicey_curves_event_type_0 = (
                        DiceyCurvesEventCarFinished.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_event_type_1 = (
                        DiceyCurvesEventCarMoved.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_event_type_2 = (
                        DiceyCurvesEventCarPlaced.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_event_type_3 = (
                        DiceyCurvesEventCardDiscarded.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_event_type_4 = (
                        DiceyCurvesEventCardLaid.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_event_type_5 = (
                        TableEventClock.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_event_type_6 = (
                        TableEventClockExpired.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_event_type_7 = (
                        DiceyCurvesEventControlTaken.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_event_type_8 = (
                        DiceyCurvesEventDiceRerolled.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_event_type_9 = (
                        DiceyCurvesEventDiceRolled.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_event_type_10 = (
                        DiceyCurvesEventDriveEnded.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_event_type_11 = (
                        DiceyCurvesEventDriveStarted.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_event_type_12 = (
                        TableEventGameFinished.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_event_type_13 = (
                        TableEventGameStarted.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_event_type_14 = (
                        DiceyCurvesEventGreenAdded.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_event_type_15 = (
                        DiceyCurvesEventGreenSet.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_event_type_16 = (
                        DiceyCurvesEventJuke.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_event_type_17 = (
                        DiceyCurvesEventKeepGoing.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_event_type_18 = (
                        DiceyCurvesEventRaceOver.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_event_type_19 = (
                        TableEventSeatLeft.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_event_type_20 = (
                        TableEventSeatReclaimed.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_event_type_21 = (
                        TableEventSeatResigned.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_event_type_22 = (
                        TableEventSeatTaken.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_event_type_23 = (
                        TableEventTurn.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_event_type_24 = (
                        DiceyCurvesEventTurnEnded.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dicey_curves_event_type_25 = (
                    DiceyCurvesEventTurnStarted.from_dict(data)
                )

                return componentsschemas_dicey_curves_event_type_25

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        game_type = cast(Literal["dicey_curves"], d.pop("game_type"))
        if game_type != "dicey_curves":
            raise ValueError(
                f"game_type must match const 'dicey_curves', got '{game_type}'"
            )

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = DiceyCurvesReplayMove.from_dict(moves_item_data)

            moves.append(moves_item)

        options = DiceyCurvesReplayOptions.from_dict(d.pop("options"))

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

        dicey_curves_replay = cls(
            events=events,
            game_type=game_type,
            moves=moves,
            options=options,
            outcome=outcome,
            players=players,
            seed=seed,
            seed_sha256=seed_sha256,
        )

        return dicey_curves_replay
