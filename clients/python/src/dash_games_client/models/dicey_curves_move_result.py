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

from ..models.dicey_curves_move_result_status import DiceyCurvesMoveResultStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.command_error import CommandError
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
    from ..models.dicey_curves_move_add_green import DiceyCurvesMoveAddGreen
    from ..models.dicey_curves_move_drive import DiceyCurvesMoveDrive
    from ..models.dicey_curves_move_end_turn import DiceyCurvesMoveEndTurn
    from ..models.dicey_curves_move_juke import DiceyCurvesMoveJuke
    from ..models.dicey_curves_move_keep_going import DiceyCurvesMoveKeepGoing
    from ..models.dicey_curves_move_place_car import DiceyCurvesMovePlaceCar
    from ..models.dicey_curves_move_reroll import DiceyCurvesMoveReroll
    from ..models.dicey_curves_move_set_green import DiceyCurvesMoveSetGreen
    from ..models.dicey_curves_move_step import DiceyCurvesMoveStep
    from ..models.dicey_curves_move_take_control import DiceyCurvesMoveTakeControl
    from ..models.dicey_curves_view import DiceyCurvesView
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


T = TypeVar("T", bound="DiceyCurvesMoveResult")


@_attrs_define
class DiceyCurvesMoveResult:
    """The answer to a move in a Dicey Curves game: what the mover needs for its next decision, with no other request.

    Attributes:
        clock (MoverClock | None): The mover's clock; null without a table clock, or on an answer given again.
        command_id (str):
        error (CommandError | None):
        events (list[DiceyCurvesEventCardDiscarded | DiceyCurvesEventCardLaid | DiceyCurvesEventCarFinished |
            DiceyCurvesEventCarMoved | DiceyCurvesEventCarPlaced | DiceyCurvesEventControlTaken |
            DiceyCurvesEventDiceRerolled | DiceyCurvesEventDiceRolled | DiceyCurvesEventDriveEnded |
            DiceyCurvesEventDriveStarted | DiceyCurvesEventGreenAdded | DiceyCurvesEventGreenSet | DiceyCurvesEventJuke |
            DiceyCurvesEventKeepGoing | DiceyCurvesEventRaceOver | DiceyCurvesEventTurnEnded | DiceyCurvesEventTurnStarted |
            TableEventClock | TableEventClockExpired | TableEventGameFinished | TableEventGameStarted | TableEventSeatLeft |
            TableEventSeatReclaimed | TableEventSeatResigned | TableEventSeatTaken | TableEventTurn]): The step's events the
            mover may see.
        game_type (Literal['dicey_curves']): The game's type.
        legal_moves (list[DiceyCurvesMoveAddGreen | DiceyCurvesMoveDrive | DiceyCurvesMoveEndTurn | DiceyCurvesMoveJuke
            | DiceyCurvesMoveKeepGoing | DiceyCurvesMovePlaceCar | DiceyCurvesMoveReroll | DiceyCurvesMoveSetGreen |
            DiceyCurvesMoveStep | DiceyCurvesMoveTakeControl] | None): The mover's legal moves when it acts next (a turn of
            several moves, or a seat that acts again at once), so it needs no `legal-moves` read; null otherwise, and on an
            answer given again once the game has moved on.
        status (DiceyCurvesMoveResultStatus): `accepted`: queued, poll the command; `rejected`: see `error`.
        to_act (list[int] | None): The seats to act after this move (null while it is queued).
        version (int | None): The game's version after it (null while queued).
        view (DiceyCurvesView | None | Unset): Only with `with_view=true`, when `legal_moves` is not null: the mover's
            view at `version` (null if the game moved on meanwhile).
    """

    clock: MoverClock | None
    command_id: str
    error: CommandError | None
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
    legal_moves: (
        list[
            DiceyCurvesMoveAddGreen
            | DiceyCurvesMoveDrive
            | DiceyCurvesMoveEndTurn
            | DiceyCurvesMoveJuke
            | DiceyCurvesMoveKeepGoing
            | DiceyCurvesMovePlaceCar
            | DiceyCurvesMoveReroll
            | DiceyCurvesMoveSetGreen
            | DiceyCurvesMoveStep
            | DiceyCurvesMoveTakeControl
        ]
        | None
    )
    status: DiceyCurvesMoveResultStatus
    to_act: list[int] | None
    version: int | None
    view: DiceyCurvesView | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.command_error import CommandError
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
        from ..models.dicey_curves_move_add_green import DiceyCurvesMoveAddGreen
        from ..models.dicey_curves_move_drive import DiceyCurvesMoveDrive
        from ..models.dicey_curves_move_end_turn import DiceyCurvesMoveEndTurn
        from ..models.dicey_curves_move_juke import DiceyCurvesMoveJuke
        from ..models.dicey_curves_move_keep_going import DiceyCurvesMoveKeepGoing
        from ..models.dicey_curves_move_place_car import DiceyCurvesMovePlaceCar
        from ..models.dicey_curves_move_reroll import DiceyCurvesMoveReroll
        from ..models.dicey_curves_move_set_green import DiceyCurvesMoveSetGreen
        from ..models.dicey_curves_move_step import DiceyCurvesMoveStep
        from ..models.dicey_curves_view import DiceyCurvesView
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

        legal_moves: list[dict[str, Any]] | None
        if isinstance(self.legal_moves, list):
            legal_moves = []
            for legal_moves_type_0_item_data in self.legal_moves:
                legal_moves_type_0_item: dict[str, Any]
                if (
                    isinstance(legal_moves_type_0_item_data, DiceyCurvesMoveAddGreen)
                    or isinstance(legal_moves_type_0_item_data, DiceyCurvesMoveDrive)
                    or isinstance(legal_moves_type_0_item_data, DiceyCurvesMoveEndTurn)
                    or isinstance(legal_moves_type_0_item_data, DiceyCurvesMoveJuke)
                    or isinstance(
                        legal_moves_type_0_item_data, DiceyCurvesMoveKeepGoing
                    )
                    or isinstance(legal_moves_type_0_item_data, DiceyCurvesMovePlaceCar)
                    or isinstance(legal_moves_type_0_item_data, DiceyCurvesMoveReroll)
                    or isinstance(legal_moves_type_0_item_data, DiceyCurvesMoveSetGreen)
                    or isinstance(legal_moves_type_0_item_data, DiceyCurvesMoveStep)
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
        elif isinstance(self.view, DiceyCurvesView):
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
        from ..models.dicey_curves_move_add_green import DiceyCurvesMoveAddGreen
        from ..models.dicey_curves_move_drive import DiceyCurvesMoveDrive
        from ..models.dicey_curves_move_end_turn import DiceyCurvesMoveEndTurn
        from ..models.dicey_curves_move_juke import DiceyCurvesMoveJuke
        from ..models.dicey_curves_move_keep_going import DiceyCurvesMoveKeepGoing
        from ..models.dicey_curves_move_place_car import DiceyCurvesMovePlaceCar
        from ..models.dicey_curves_move_reroll import DiceyCurvesMoveReroll
        from ..models.dicey_curves_move_set_green import DiceyCurvesMoveSetGreen
        from ..models.dicey_curves_move_step import DiceyCurvesMoveStep
        from ..models.dicey_curves_move_take_control import DiceyCurvesMoveTakeControl
        from ..models.dicey_curves_view import DiceyCurvesView
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

        def _parse_legal_moves(
            data: object,
        ) -> (
            list[
                DiceyCurvesMoveAddGreen
                | DiceyCurvesMoveDrive
                | DiceyCurvesMoveEndTurn
                | DiceyCurvesMoveJuke
                | DiceyCurvesMoveKeepGoing
                | DiceyCurvesMovePlaceCar
                | DiceyCurvesMoveReroll
                | DiceyCurvesMoveSetGreen
                | DiceyCurvesMoveStep
                | DiceyCurvesMoveTakeControl
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
                        DiceyCurvesMoveAddGreen
                        | DiceyCurvesMoveDrive
                        | DiceyCurvesMoveEndTurn
                        | DiceyCurvesMoveJuke
                        | DiceyCurvesMoveKeepGoing
                        | DiceyCurvesMovePlaceCar
                        | DiceyCurvesMoveReroll
                        | DiceyCurvesMoveSetGreen
                        | DiceyCurvesMoveStep
                        | DiceyCurvesMoveTakeControl
                    ):
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dicey_curves_move_type_0 = (
                                DiceyCurvesMoveAddGreen.from_dict(data)
                            )

                            return componentsschemas_dicey_curves_move_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dicey_curves_move_type_1 = (
                                DiceyCurvesMoveDrive.from_dict(data)
                            )

                            return componentsschemas_dicey_curves_move_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dicey_curves_move_type_2 = (
                                DiceyCurvesMoveEndTurn.from_dict(data)
                            )

                            return componentsschemas_dicey_curves_move_type_2
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dicey_curves_move_type_3 = (
                                DiceyCurvesMoveJuke.from_dict(data)
                            )

                            return componentsschemas_dicey_curves_move_type_3
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dicey_curves_move_type_4 = (
                                DiceyCurvesMoveKeepGoing.from_dict(data)
                            )

                            return componentsschemas_dicey_curves_move_type_4
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dicey_curves_move_type_5 = (
                                DiceyCurvesMovePlaceCar.from_dict(data)
                            )

                            return componentsschemas_dicey_curves_move_type_5
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dicey_curves_move_type_6 = (
                                DiceyCurvesMoveReroll.from_dict(data)
                            )

                            return componentsschemas_dicey_curves_move_type_6
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dicey_curves_move_type_7 = (
                                DiceyCurvesMoveSetGreen.from_dict(data)
                            )

                            return componentsschemas_dicey_curves_move_type_7
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dicey_curves_move_type_8 = (
                                DiceyCurvesMoveStep.from_dict(data)
                            )

                            return componentsschemas_dicey_curves_move_type_8
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_dicey_curves_move_type_9 = (
                            DiceyCurvesMoveTakeControl.from_dict(data)
                        )

                        return componentsschemas_dicey_curves_move_type_9

                    legal_moves_type_0_item = _parse_legal_moves_type_0_item(
                        legal_moves_type_0_item_data
                    )

                    legal_moves_type_0.append(legal_moves_type_0_item)

                return legal_moves_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[
                    DiceyCurvesMoveAddGreen
                    | DiceyCurvesMoveDrive
                    | DiceyCurvesMoveEndTurn
                    | DiceyCurvesMoveJuke
                    | DiceyCurvesMoveKeepGoing
                    | DiceyCurvesMovePlaceCar
                    | DiceyCurvesMoveReroll
                    | DiceyCurvesMoveSetGreen
                    | DiceyCurvesMoveStep
                    | DiceyCurvesMoveTakeControl
                ]
                | None,
                data,
            )

        legal_moves = _parse_legal_moves(d.pop("legal_moves"))

        status = DiceyCurvesMoveResultStatus(d.pop("status"))

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

        def _parse_view(data: object) -> DiceyCurvesView | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0 = DiceyCurvesView.from_dict(data)

                return view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DiceyCurvesView | None | Unset, data)

        view = _parse_view(d.pop("view", UNSET))

        dicey_curves_move_result = cls(
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

        return dicey_curves_move_result
