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
    from ..models.flag_dash_event_action import FlagDashEventAction
    from ..models.flag_dash_event_card_spied import FlagDashEventCardSpied
    from ..models.flag_dash_event_character_selected import (
        FlagDashEventCharacterSelected,
    )
    from ..models.flag_dash_event_combo import FlagDashEventCombo
    from ..models.flag_dash_event_escaped_trap import FlagDashEventEscapedTrap
    from ..models.flag_dash_event_game_over import FlagDashEventGameOver
    from ..models.flag_dash_event_move_ended import FlagDashEventMoveEnded
    from ..models.flag_dash_event_plan_committed import FlagDashEventPlanCommitted
    from ..models.flag_dash_event_plan_revealed import FlagDashEventPlanRevealed
    from ..models.flag_dash_event_round_ended import FlagDashEventRoundEnded
    from ..models.flag_dash_event_secret_tunnel import FlagDashEventSecretTunnel
    from ..models.flag_dash_event_setup_placed import FlagDashEventSetupPlaced
    from ..models.flag_dash_event_setup_ready import FlagDashEventSetupReady
    from ..models.flag_dash_event_setup_revealed import FlagDashEventSetupRevealed
    from ..models.flag_dash_event_spy_replaced import FlagDashEventSpyReplaced
    from ..models.flag_dash_event_team_plan import FlagDashEventTeamPlan
    from ..models.flag_dash_event_tokens_revealed import FlagDashEventTokensRevealed
    from ..models.flag_dash_replay_move import FlagDashReplayMove
    from ..models.flag_dash_replay_options import FlagDashReplayOptions
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


T = TypeVar("T", bound="FlagDashReplay")


@_attrs_define
class FlagDashReplay:
    """A finished Flag Dash game: the seed and everything that happened.

    Attributes:
        events (list[FlagDashEventAction | FlagDashEventCardSpied | FlagDashEventCharacterSelected | FlagDashEventCombo
            | FlagDashEventEscapedTrap | FlagDashEventGameOver | FlagDashEventMoveEnded | FlagDashEventPlanCommitted |
            FlagDashEventPlanRevealed | FlagDashEventRoundEnded | FlagDashEventSecretTunnel | FlagDashEventSetupPlaced |
            FlagDashEventSetupReady | FlagDashEventSetupRevealed | FlagDashEventSpyReplaced | FlagDashEventTeamPlan |
            FlagDashEventTokensRevealed | TableEventClock | TableEventClockExpired | TableEventGameFinished |
            TableEventGameStarted | TableEventSeatLeft | TableEventSeatReclaimed | TableEventSeatResigned |
            TableEventSeatTaken | TableEventTurn]): The game's events (not the table's), in order.
        game_type (Literal['flag_dash']): The game's type.
        moves (list[FlagDashReplayMove]): Every step, in order.
        options (FlagDashReplayOptions): The game's options (the game type's `options`).
        outcome (None | Outcome):
        players (int):
        seed (str):
        seed_sha256 (str):
    """

    events: list[
        FlagDashEventAction
        | FlagDashEventCardSpied
        | FlagDashEventCharacterSelected
        | FlagDashEventCombo
        | FlagDashEventEscapedTrap
        | FlagDashEventGameOver
        | FlagDashEventMoveEnded
        | FlagDashEventPlanCommitted
        | FlagDashEventPlanRevealed
        | FlagDashEventRoundEnded
        | FlagDashEventSecretTunnel
        | FlagDashEventSetupPlaced
        | FlagDashEventSetupReady
        | FlagDashEventSetupRevealed
        | FlagDashEventSpyReplaced
        | FlagDashEventTeamPlan
        | FlagDashEventTokensRevealed
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
    game_type: Literal["flag_dash"]
    moves: list[FlagDashReplayMove]
    options: FlagDashReplayOptions
    outcome: None | Outcome
    players: int
    seed: str
    seed_sha256: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.flag_dash_event_action import FlagDashEventAction
        from ..models.flag_dash_event_card_spied import FlagDashEventCardSpied
        from ..models.flag_dash_event_character_selected import (
            FlagDashEventCharacterSelected,
        )
        from ..models.flag_dash_event_combo import FlagDashEventCombo
        from ..models.flag_dash_event_escaped_trap import FlagDashEventEscapedTrap
        from ..models.flag_dash_event_game_over import FlagDashEventGameOver
        from ..models.flag_dash_event_move_ended import FlagDashEventMoveEnded
        from ..models.flag_dash_event_plan_committed import FlagDashEventPlanCommitted
        from ..models.flag_dash_event_plan_revealed import FlagDashEventPlanRevealed
        from ..models.flag_dash_event_round_ended import FlagDashEventRoundEnded
        from ..models.flag_dash_event_secret_tunnel import FlagDashEventSecretTunnel
        from ..models.flag_dash_event_setup_placed import FlagDashEventSetupPlaced
        from ..models.flag_dash_event_setup_ready import FlagDashEventSetupReady
        from ..models.flag_dash_event_setup_revealed import FlagDashEventSetupRevealed
        from ..models.flag_dash_event_spy_replaced import FlagDashEventSpyReplaced
        from ..models.flag_dash_event_team_plan import FlagDashEventTeamPlan
        from ..models.flag_dash_event_tokens_revealed import FlagDashEventTokensRevealed
        from ..models.outcome import Outcome
        from ..models.table_event_clock import TableEventClock
        from ..models.table_event_clock_expired import TableEventClockExpired
        from ..models.table_event_game_finished import TableEventGameFinished
        from ..models.table_event_game_started import TableEventGameStarted
        from ..models.table_event_seat_left import TableEventSeatLeft
        from ..models.table_event_seat_reclaimed import TableEventSeatReclaimed
        from ..models.table_event_seat_resigned import TableEventSeatResigned
        from ..models.table_event_seat_taken import TableEventSeatTaken

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if (
                isinstance(events_item_data, FlagDashEventAction)
                or isinstance(events_item_data, FlagDashEventCardSpied)
                or isinstance(events_item_data, FlagDashEventCharacterSelected)
                or isinstance(events_item_data, TableEventClock)
                or isinstance(events_item_data, TableEventClockExpired)
                or isinstance(events_item_data, FlagDashEventCombo)
                or isinstance(events_item_data, FlagDashEventEscapedTrap)
                or isinstance(events_item_data, TableEventGameFinished)
                or isinstance(events_item_data, FlagDashEventGameOver)
                or isinstance(events_item_data, TableEventGameStarted)
                or isinstance(events_item_data, FlagDashEventMoveEnded)
                or isinstance(events_item_data, FlagDashEventPlanCommitted)
                or isinstance(events_item_data, FlagDashEventPlanRevealed)
                or isinstance(events_item_data, FlagDashEventRoundEnded)
                or isinstance(events_item_data, TableEventSeatLeft)
                or isinstance(events_item_data, TableEventSeatReclaimed)
                or isinstance(events_item_data, TableEventSeatResigned)
                or isinstance(events_item_data, TableEventSeatTaken)
                or isinstance(events_item_data, FlagDashEventSecretTunnel)
                or isinstance(events_item_data, FlagDashEventSetupPlaced)
                or isinstance(events_item_data, FlagDashEventSetupReady)
                or isinstance(events_item_data, FlagDashEventSetupRevealed)
                or isinstance(events_item_data, FlagDashEventSpyReplaced)
                or isinstance(events_item_data, FlagDashEventTeamPlan)
                or isinstance(events_item_data, FlagDashEventTokensRevealed)
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
        from ..models.flag_dash_event_action import FlagDashEventAction
        from ..models.flag_dash_event_card_spied import FlagDashEventCardSpied
        from ..models.flag_dash_event_character_selected import (
            FlagDashEventCharacterSelected,
        )
        from ..models.flag_dash_event_combo import FlagDashEventCombo
        from ..models.flag_dash_event_escaped_trap import FlagDashEventEscapedTrap
        from ..models.flag_dash_event_game_over import FlagDashEventGameOver
        from ..models.flag_dash_event_move_ended import FlagDashEventMoveEnded
        from ..models.flag_dash_event_plan_committed import FlagDashEventPlanCommitted
        from ..models.flag_dash_event_plan_revealed import FlagDashEventPlanRevealed
        from ..models.flag_dash_event_round_ended import FlagDashEventRoundEnded
        from ..models.flag_dash_event_secret_tunnel import FlagDashEventSecretTunnel
        from ..models.flag_dash_event_setup_placed import FlagDashEventSetupPlaced
        from ..models.flag_dash_event_setup_ready import FlagDashEventSetupReady
        from ..models.flag_dash_event_setup_revealed import FlagDashEventSetupRevealed
        from ..models.flag_dash_event_spy_replaced import FlagDashEventSpyReplaced
        from ..models.flag_dash_event_team_plan import FlagDashEventTeamPlan
        from ..models.flag_dash_event_tokens_revealed import FlagDashEventTokensRevealed
        from ..models.flag_dash_replay_move import FlagDashReplayMove
        from ..models.flag_dash_replay_options import FlagDashReplayOptions
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
                FlagDashEventAction
                | FlagDashEventCardSpied
                | FlagDashEventCharacterSelected
                | FlagDashEventCombo
                | FlagDashEventEscapedTrap
                | FlagDashEventGameOver
                | FlagDashEventMoveEnded
                | FlagDashEventPlanCommitted
                | FlagDashEventPlanRevealed
                | FlagDashEventRoundEnded
                | FlagDashEventSecretTunnel
                | FlagDashEventSetupPlaced
                | FlagDashEventSetupReady
                | FlagDashEventSetupRevealed
                | FlagDashEventSpyReplaced
                | FlagDashEventTeamPlan
                | FlagDashEventTokensRevealed
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
                    componentsschemas_flag_dash_event_type_0 = (
                        FlagDashEventAction.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_flag_dash_event_type_1 = (
                        FlagDashEventCardSpied.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_flag_dash_event_type_2 = (
                        FlagDashEventCharacterSelected.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_flag_dash_event_type_3 = (
                        TableEventClock.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_flag_dash_event_type_4 = (
                        TableEventClockExpired.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_flag_dash_event_type_5 = (
                        FlagDashEventCombo.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_flag_dash_event_type_6 = (
                        FlagDashEventEscapedTrap.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_flag_dash_event_type_7 = (
                        TableEventGameFinished.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_flag_dash_event_type_8 = (
                        FlagDashEventGameOver.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_flag_dash_event_type_9 = (
                        TableEventGameStarted.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_flag_dash_event_type_10 = (
                        FlagDashEventMoveEnded.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_flag_dash_event_type_11 = (
                        FlagDashEventPlanCommitted.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_flag_dash_event_type_12 = (
                        FlagDashEventPlanRevealed.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_flag_dash_event_type_13 = (
                        FlagDashEventRoundEnded.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_flag_dash_event_type_14 = (
                        TableEventSeatLeft.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_flag_dash_event_type_15 = (
                        TableEventSeatReclaimed.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_flag_dash_event_type_16 = (
                        TableEventSeatResigned.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_flag_dash_event_type_17 = (
                        TableEventSeatTaken.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_flag_dash_event_type_18 = (
                        FlagDashEventSecretTunnel.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_flag_dash_event_type_19 = (
                        FlagDashEventSetupPlaced.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_flag_dash_event_type_20 = (
                        FlagDashEventSetupReady.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_flag_dash_event_type_21 = (
                        FlagDashEventSetupRevealed.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_flag_dash_event_type_22 = (
                        FlagDashEventSpyReplaced.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_flag_dash_event_type_23 = (
                        FlagDashEventTeamPlan.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_flag_dash_event_type_24 = (
                        FlagDashEventTokensRevealed.from_dict(data)
                    )

                    return componentsschemas_flag_dash_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_flag_dash_event_type_25 = TableEventTurn.from_dict(
                    data
                )

                return componentsschemas_flag_dash_event_type_25

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        game_type = cast(Literal["flag_dash"], d.pop("game_type"))
        if game_type != "flag_dash":
            raise ValueError(
                f"game_type must match const 'flag_dash', got '{game_type}'"
            )

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = FlagDashReplayMove.from_dict(moves_item_data)

            moves.append(moves_item)

        options = FlagDashReplayOptions.from_dict(d.pop("options"))

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

        flag_dash_replay = cls(
            events=events,
            game_type=game_type,
            moves=moves,
            options=options,
            outcome=outcome,
            players=players,
            seed=seed,
            seed_sha256=seed_sha256,
        )

        return flag_dash_replay
