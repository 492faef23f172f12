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
    from ..models.double_dash_replay_move import DoubleDashReplayMove
    from ..models.double_dash_replay_options import DoubleDashReplayOptions
    from ..models.outcome import Outcome
    from ..models.table_event_clock import TableEventClock
    from ..models.table_event_clock_expired import TableEventClockExpired
    from ..models.table_event_game_finished import TableEventGameFinished
    from ..models.table_event_game_started import TableEventGameStarted
    from ..models.table_event_seat_left import TableEventSeatLeft
    from ..models.table_event_seat_reclaimed import TableEventSeatReclaimed
    from ..models.table_event_seat_taken import TableEventSeatTaken
    from ..models.table_event_turn import TableEventTurn


T = TypeVar("T", bound="DoubleDashReplay")


@_attrs_define
class DoubleDashReplay:
    """A finished Double Dash! game: the seed and everything that happened.

    Attributes:
        events (list[DoubleDashEventDiceRolled | DoubleDashEventDiePassed | DoubleDashEventGameOver |
            DoubleDashEventPieceCaptured | DoubleDashEventPieceMoved | DoubleDashEventSeatResigned | TableEventClock |
            TableEventClockExpired | TableEventGameFinished | TableEventGameStarted | TableEventSeatLeft |
            TableEventSeatReclaimed | TableEventSeatTaken | TableEventTurn]): The game's events (not the table's), in order.
        game_type (Literal['double_dash']): The game's type.
        moves (list[DoubleDashReplayMove]): Every step, in order.
        options (DoubleDashReplayOptions): The game's options (the game type's `options`).
        outcome (None | Outcome):
        players (int):
        seed (str):
        seed_sha256 (str):
    """

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
    moves: list[DoubleDashReplayMove]
    options: DoubleDashReplayOptions
    outcome: None | Outcome
    players: int
    seed: str
    seed_sha256: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.double_dash_event_dice_rolled import DoubleDashEventDiceRolled
        from ..models.double_dash_event_die_passed import DoubleDashEventDiePassed
        from ..models.double_dash_event_game_over import DoubleDashEventGameOver
        from ..models.double_dash_event_piece_captured import (
            DoubleDashEventPieceCaptured,
        )
        from ..models.double_dash_event_piece_moved import DoubleDashEventPieceMoved
        from ..models.double_dash_event_seat_resigned import DoubleDashEventSeatResigned
        from ..models.outcome import Outcome
        from ..models.table_event_clock import TableEventClock
        from ..models.table_event_clock_expired import TableEventClockExpired
        from ..models.table_event_game_finished import TableEventGameFinished
        from ..models.table_event_game_started import TableEventGameStarted
        from ..models.table_event_seat_left import TableEventSeatLeft
        from ..models.table_event_seat_reclaimed import TableEventSeatReclaimed
        from ..models.table_event_seat_taken import TableEventSeatTaken

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
        from ..models.double_dash_event_dice_rolled import DoubleDashEventDiceRolled
        from ..models.double_dash_event_die_passed import DoubleDashEventDiePassed
        from ..models.double_dash_event_game_over import DoubleDashEventGameOver
        from ..models.double_dash_event_piece_captured import (
            DoubleDashEventPieceCaptured,
        )
        from ..models.double_dash_event_piece_moved import DoubleDashEventPieceMoved
        from ..models.double_dash_event_seat_resigned import DoubleDashEventSeatResigned
        from ..models.double_dash_replay_move import DoubleDashReplayMove
        from ..models.double_dash_replay_options import DoubleDashReplayOptions
        from ..models.outcome import Outcome
        from ..models.table_event_clock import TableEventClock
        from ..models.table_event_clock_expired import TableEventClockExpired
        from ..models.table_event_game_finished import TableEventGameFinished
        from ..models.table_event_game_started import TableEventGameStarted
        from ..models.table_event_seat_left import TableEventSeatLeft
        from ..models.table_event_seat_reclaimed import TableEventSeatReclaimed
        from ..models.table_event_seat_taken import TableEventSeatTaken
        from ..models.table_event_turn import TableEventTurn

        d = dict(src_dict)
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

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = DoubleDashReplayMove.from_dict(moves_item_data)

            moves.append(moves_item)

        options = DoubleDashReplayOptions.from_dict(d.pop("options"))

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

        double_dash_replay = cls(
            events=events,
            game_type=game_type,
            moves=moves,
            options=options,
            outcome=outcome,
            players=players,
            seed=seed,
            seed_sha256=seed_sha256,
        )

        return double_dash_replay
