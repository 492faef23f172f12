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
    from ..models.double_dash_event_dice_rolled import DoubleDashEventDiceRolled
    from ..models.double_dash_event_die_passed import DoubleDashEventDiePassed
    from ..models.double_dash_event_game_over import DoubleDashEventGameOver
    from ..models.double_dash_event_piece_captured import DoubleDashEventPieceCaptured
    from ..models.double_dash_event_piece_moved import DoubleDashEventPieceMoved
    from ..models.double_dash_event_seat_resigned import DoubleDashEventSeatResigned
    from ..models.double_dash_move_dash import DoubleDashMoveDash
    from ..models.double_dash_move_move import DoubleDashMoveMove
    from ..models.double_dash_move_pass import DoubleDashMovePass
    from ..models.table_event_clock import TableEventClock
    from ..models.table_event_clock_expired import TableEventClockExpired
    from ..models.table_event_game_finished import TableEventGameFinished
    from ..models.table_event_game_started import TableEventGameStarted
    from ..models.table_event_seat_left import TableEventSeatLeft
    from ..models.table_event_seat_reclaimed import TableEventSeatReclaimed
    from ..models.table_event_seat_taken import TableEventSeatTaken
    from ..models.table_event_turn import TableEventTurn


T = TypeVar("T", bound="DoubleDashEventRecord")


@_attrs_define
class DoubleDashEventRecord:
    """One event of a Double Dash! game as its reader receives it.

    Attributes:
        event (DoubleDashEventDiceRolled | DoubleDashEventDiePassed | DoubleDashEventGameOver |
            DoubleDashEventPieceCaptured | DoubleDashEventPieceMoved | DoubleDashEventSeatResigned | TableEventClock |
            TableEventClockExpired | TableEventGameFinished | TableEventGameStarted | TableEventSeatLeft |
            TableEventSeatReclaimed | TableEventSeatTaken | TableEventTurn): An event of a Double Dash! game; `type` says
            which.
        game_type (Literal['double_dash']): The game's type.
        id (str): `<version>-<seq>`: pass as `after` or Last-Event-ID.
        legal_moves (list[DoubleDashMoveDash | DoubleDashMoveMove | DoubleDashMovePass] | None): The reader's own legal
            moves, on the last event of a step that hands the reader's seat the turn while the game still stands there; null
            otherwise (and always for spectators).
        seq (int): The event's place in its step, from 1 (0: a `turn` event written for this reader alone).
        to_act (list[int] | None): The seats to act after this step (null only in steps logged before records carried
            it).
        version (int): The version the step made.
    """

    event: (
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
    )
    game_type: Literal["double_dash"]
    id: str
    legal_moves: (
        list[DoubleDashMoveDash | DoubleDashMoveMove | DoubleDashMovePass] | None
    )
    seq: int
    to_act: list[int] | None
    version: int

    def to_dict(self) -> dict[str, Any]:
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
        from ..models.table_event_clock import TableEventClock
        from ..models.table_event_clock_expired import TableEventClockExpired
        from ..models.table_event_game_finished import TableEventGameFinished
        from ..models.table_event_game_started import TableEventGameStarted
        from ..models.table_event_seat_left import TableEventSeatLeft
        from ..models.table_event_seat_reclaimed import TableEventSeatReclaimed
        from ..models.table_event_seat_taken import TableEventSeatTaken

        event: dict[str, Any]
        if (
            isinstance(self.event, TableEventClock)
            or isinstance(self.event, TableEventClockExpired)
            or isinstance(self.event, DoubleDashEventDiceRolled)
            or isinstance(self.event, DoubleDashEventDiePassed)
            or isinstance(self.event, TableEventGameFinished)
            or isinstance(self.event, DoubleDashEventGameOver)
            or isinstance(self.event, TableEventGameStarted)
            or isinstance(self.event, DoubleDashEventPieceCaptured)
            or isinstance(self.event, DoubleDashEventPieceMoved)
            or isinstance(self.event, TableEventSeatLeft)
            or isinstance(self.event, TableEventSeatReclaimed)
            or isinstance(self.event, DoubleDashEventSeatResigned)
            or isinstance(self.event, TableEventSeatTaken)
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
                if isinstance(
                    legal_moves_type_0_item_data, DoubleDashMoveDash
                ) or isinstance(legal_moves_type_0_item_data, DoubleDashMoveMove):
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
        from ..models.table_event_clock import TableEventClock
        from ..models.table_event_clock_expired import TableEventClockExpired
        from ..models.table_event_game_finished import TableEventGameFinished
        from ..models.table_event_game_started import TableEventGameStarted
        from ..models.table_event_seat_left import TableEventSeatLeft
        from ..models.table_event_seat_reclaimed import TableEventSeatReclaimed
        from ..models.table_event_seat_taken import TableEventSeatTaken
        from ..models.table_event_turn import TableEventTurn

        d = dict(src_dict)

        def _parse_event(
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
                componentsschemas_double_dash_event_type_0 = TableEventClock.from_dict(
                    data
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
            componentsschemas_double_dash_event_type_13 = TableEventTurn.from_dict(data)

            return componentsschemas_double_dash_event_type_13

        event = _parse_event(d.pop("event"))

        game_type = cast(Literal["double_dash"], d.pop("game_type"))
        if game_type != "double_dash":
            raise ValueError(
                f"game_type must match const 'double_dash', got '{game_type}'"
            )

        id = d.pop("id")

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

        double_dash_event_record = cls(
            event=event,
            game_type=game_type,
            id=id,
            legal_moves=legal_moves,
            seq=seq,
            to_act=to_act,
            version=version,
        )

        return double_dash_event_record
