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

from ..models.double_dash_move_result_status import DoubleDashMoveResultStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.command_error import CommandError
    from ..models.double_dash_event_dice_rolled import DoubleDashEventDiceRolled
    from ..models.double_dash_event_die_passed import DoubleDashEventDiePassed
    from ..models.double_dash_event_game_over import DoubleDashEventGameOver
    from ..models.double_dash_event_piece_captured import DoubleDashEventPieceCaptured
    from ..models.double_dash_event_piece_moved import DoubleDashEventPieceMoved
    from ..models.double_dash_event_seat_resigned import DoubleDashEventSeatResigned
    from ..models.double_dash_move_dash import DoubleDashMoveDash
    from ..models.double_dash_move_move import DoubleDashMoveMove
    from ..models.double_dash_move_pass import DoubleDashMovePass
    from ..models.double_dash_view import DoubleDashView
    from ..models.mover_clock import MoverClock
    from ..models.table_event_clock import TableEventClock
    from ..models.table_event_clock_expired import TableEventClockExpired
    from ..models.table_event_game_finished import TableEventGameFinished
    from ..models.table_event_game_started import TableEventGameStarted
    from ..models.table_event_seat_left import TableEventSeatLeft
    from ..models.table_event_seat_reclaimed import TableEventSeatReclaimed
    from ..models.table_event_seat_taken import TableEventSeatTaken
    from ..models.table_event_turn import TableEventTurn


T = TypeVar("T", bound="DoubleDashMoveResult")


@_attrs_define
class DoubleDashMoveResult:
    """The answer to a move in a Double Dash! game: what the mover needs for its next decision, with no other request.

    Attributes:
        clock (MoverClock | None): The mover's clock; null without a table clock, or on an answer given again.
        command_id (str):
        error (CommandError | None):
        events (list[DoubleDashEventDiceRolled | DoubleDashEventDiePassed | DoubleDashEventGameOver |
            DoubleDashEventPieceCaptured | DoubleDashEventPieceMoved | DoubleDashEventSeatResigned | TableEventClock |
            TableEventClockExpired | TableEventGameFinished | TableEventGameStarted | TableEventSeatLeft |
            TableEventSeatReclaimed | TableEventSeatTaken | TableEventTurn]): The step's events the mover may see.
        game_type (Literal['double_dash']): The game's type.
        legal_moves (list[DoubleDashMoveDash | DoubleDashMoveMove | DoubleDashMovePass] | None): The mover's legal moves
            when it acts next (a turn of several moves, or a seat that acts again at once), so it needs no `legal-moves`
            read; null otherwise, and on an answer given again once the game has moved on.
        status (DoubleDashMoveResultStatus): `accepted`: queued, poll the command; `rejected`: see `error`.
        to_act (list[int] | None): The seats to act after this move (null while it is queued).
        version (int | None): The game's version after it (null while queued).
        view (DoubleDashView | None | Unset): Only with `with_view=true`, when `legal_moves` is not null: the mover's
            view at `version` (null if the game moved on meanwhile).
    """

    clock: MoverClock | None
    command_id: str
    error: CommandError | None
    events: list[
        DoubleDashEventDiceRolled
        | DoubleDashEventDiePassed
        | DoubleDashEventGameOver
        | DoubleDashEventPieceCaptured
        | DoubleDashEventPieceMoved
        | DoubleDashEventSeatResigned
        | TableEventClock
        | TableEventClockExpired
        | TableEventGameFinished
        | TableEventGameStarted
        | TableEventSeatLeft
        | TableEventSeatReclaimed
        | TableEventSeatTaken
        | TableEventTurn
    ]
    game_type: Literal["double_dash"]
    legal_moves: (
        list[DoubleDashMoveDash | DoubleDashMoveMove | DoubleDashMovePass] | None
    )
    status: DoubleDashMoveResultStatus
    to_act: list[int] | None
    version: int | None
    view: DoubleDashView | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.command_error import CommandError
        from ..models.double_dash_event_dice_rolled import DoubleDashEventDiceRolled
        from ..models.double_dash_event_die_passed import DoubleDashEventDiePassed
        from ..models.double_dash_event_game_over import DoubleDashEventGameOver
        from ..models.double_dash_event_piece_captured import (
            DoubleDashEventPieceCaptured,
        )
        from ..models.double_dash_event_piece_moved import DoubleDashEventPieceMoved
        from ..models.double_dash_event_seat_resigned import DoubleDashEventSeatResigned
        from ..models.double_dash_move_dash import DoubleDashMoveDash
        from ..models.double_dash_move_move import DoubleDashMoveMove
        from ..models.double_dash_view import DoubleDashView
        from ..models.mover_clock import MoverClock
        from ..models.table_event_clock import TableEventClock
        from ..models.table_event_clock_expired import TableEventClockExpired
        from ..models.table_event_game_finished import TableEventGameFinished
        from ..models.table_event_game_started import TableEventGameStarted
        from ..models.table_event_seat_left import TableEventSeatLeft
        from ..models.table_event_seat_reclaimed import TableEventSeatReclaimed
        from ..models.table_event_seat_taken import TableEventSeatTaken

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
                isinstance(events_item_data, TableEventClock)
                or isinstance(events_item_data, TableEventClockExpired)
                or isinstance(events_item_data, DoubleDashEventDiceRolled)
                or isinstance(events_item_data, DoubleDashEventDiePassed)
                or isinstance(events_item_data, TableEventGameFinished)
                or isinstance(events_item_data, DoubleDashEventGameOver)
                or isinstance(events_item_data, TableEventGameStarted)
                or isinstance(events_item_data, DoubleDashEventPieceCaptured)
                or isinstance(events_item_data, DoubleDashEventPieceMoved)
                or isinstance(events_item_data, TableEventSeatLeft)
                or isinstance(events_item_data, TableEventSeatReclaimed)
                or isinstance(events_item_data, DoubleDashEventSeatResigned)
                or isinstance(events_item_data, TableEventSeatTaken)
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
                if isinstance(
                    legal_moves_type_0_item_data, DoubleDashMoveDash
                ) or isinstance(legal_moves_type_0_item_data, DoubleDashMoveMove):
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
        elif isinstance(self.view, DoubleDashView):
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
        from ..models.double_dash_event_dice_rolled import DoubleDashEventDiceRolled
        from ..models.double_dash_event_die_passed import DoubleDashEventDiePassed
        from ..models.double_dash_event_game_over import DoubleDashEventGameOver
        from ..models.double_dash_event_piece_captured import (
            DoubleDashEventPieceCaptured,
        )
        from ..models.double_dash_event_piece_moved import DoubleDashEventPieceMoved
        from ..models.double_dash_event_seat_resigned import DoubleDashEventSeatResigned
        from ..models.double_dash_move_dash import DoubleDashMoveDash
        from ..models.double_dash_move_move import DoubleDashMoveMove
        from ..models.double_dash_move_pass import DoubleDashMovePass
        from ..models.double_dash_view import DoubleDashView
        from ..models.mover_clock import MoverClock
        from ..models.table_event_clock import TableEventClock
        from ..models.table_event_clock_expired import TableEventClockExpired
        from ..models.table_event_game_finished import TableEventGameFinished
        from ..models.table_event_game_started import TableEventGameStarted
        from ..models.table_event_seat_left import TableEventSeatLeft
        from ..models.table_event_seat_reclaimed import TableEventSeatReclaimed
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
                DoubleDashEventDiceRolled
                | DoubleDashEventDiePassed
                | DoubleDashEventGameOver
                | DoubleDashEventPieceCaptured
                | DoubleDashEventPieceMoved
                | DoubleDashEventSeatResigned
                | TableEventClock
                | TableEventClockExpired
                | TableEventGameFinished
                | TableEventGameStarted
                | TableEventSeatLeft
                | TableEventSeatReclaimed
                | TableEventSeatTaken
                | TableEventTurn
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_double_dash_event_type_0 = (
                        TableEventClock.from_dict(data)
                    )

                    return componentsschemas_double_dash_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_double_dash_event_type_1 = (
                        TableEventClockExpired.from_dict(data)
                    )

                    return componentsschemas_double_dash_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_double_dash_event_type_2 = (
                        DoubleDashEventDiceRolled.from_dict(data)
                    )

                    return componentsschemas_double_dash_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_double_dash_event_type_3 = (
                        DoubleDashEventDiePassed.from_dict(data)
                    )

                    return componentsschemas_double_dash_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_double_dash_event_type_4 = (
                        TableEventGameFinished.from_dict(data)
                    )

                    return componentsschemas_double_dash_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_double_dash_event_type_5 = (
                        DoubleDashEventGameOver.from_dict(data)
                    )

                    return componentsschemas_double_dash_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_double_dash_event_type_6 = (
                        TableEventGameStarted.from_dict(data)
                    )

                    return componentsschemas_double_dash_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_double_dash_event_type_7 = (
                        DoubleDashEventPieceCaptured.from_dict(data)
                    )

                    return componentsschemas_double_dash_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_double_dash_event_type_8 = (
                        DoubleDashEventPieceMoved.from_dict(data)
                    )

                    return componentsschemas_double_dash_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_double_dash_event_type_9 = (
                        TableEventSeatLeft.from_dict(data)
                    )

                    return componentsschemas_double_dash_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_double_dash_event_type_10 = (
                        TableEventSeatReclaimed.from_dict(data)
                    )

                    return componentsschemas_double_dash_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_double_dash_event_type_11 = (
                        DoubleDashEventSeatResigned.from_dict(data)
                    )

                    return componentsschemas_double_dash_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_double_dash_event_type_12 = (
                        TableEventSeatTaken.from_dict(data)
                    )

                    return componentsschemas_double_dash_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_double_dash_event_type_13 = TableEventTurn.from_dict(
                    data
                )

                return componentsschemas_double_dash_event_type_13

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        game_type = cast(Literal["double_dash"], d.pop("game_type"))
        if game_type != "double_dash":
            raise ValueError(
                f"game_type must match const 'double_dash', got '{game_type}'"
            )

        def _parse_legal_moves(
            data: object,
        ) -> list[DoubleDashMoveDash | DoubleDashMoveMove | DoubleDashMovePass] | None:
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
                    ) -> DoubleDashMoveDash | DoubleDashMoveMove | DoubleDashMovePass:
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_double_dash_move_type_0 = (
                                DoubleDashMoveDash.from_dict(data)
                            )

                            return componentsschemas_double_dash_move_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_double_dash_move_type_1 = (
                                DoubleDashMoveMove.from_dict(data)
                            )

                            return componentsschemas_double_dash_move_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_double_dash_move_type_2 = (
                            DoubleDashMovePass.from_dict(data)
                        )

                        return componentsschemas_double_dash_move_type_2

                    legal_moves_type_0_item = _parse_legal_moves_type_0_item(
                        legal_moves_type_0_item_data
                    )

                    legal_moves_type_0.append(legal_moves_type_0_item)

                return legal_moves_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[DoubleDashMoveDash | DoubleDashMoveMove | DoubleDashMovePass]
                | None,
                data,
            )

        legal_moves = _parse_legal_moves(d.pop("legal_moves"))

        status = DoubleDashMoveResultStatus(d.pop("status"))

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

        def _parse_view(data: object) -> DoubleDashView | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0 = DoubleDashView.from_dict(data)

                return view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DoubleDashView | None | Unset, data)

        view = _parse_view(d.pop("view", UNSET))

        double_dash_move_result = cls(
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

        return double_dash_move_result
