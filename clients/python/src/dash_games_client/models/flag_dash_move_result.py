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

from ..models.flag_dash_move_result_status import FlagDashMoveResultStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.command_error import CommandError
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
    from ..models.flag_dash_move_boost import FlagDashMoveBoost
    from ..models.flag_dash_move_chase import FlagDashMoveChase
    from ..models.flag_dash_move_choose_first import FlagDashMoveChooseFirst
    from ..models.flag_dash_move_collect_flag import FlagDashMoveCollectFlag
    from ..models.flag_dash_move_combo import FlagDashMoveCombo
    from ..models.flag_dash_move_copy import FlagDashMoveCopy
    from ..models.flag_dash_move_dig import FlagDashMoveDig
    from ..models.flag_dash_move_drop_flag import FlagDashMoveDropFlag
    from ..models.flag_dash_move_end_turn import FlagDashMoveEndTurn
    from ..models.flag_dash_move_give_flag import FlagDashMoveGiveFlag
    from ..models.flag_dash_move_jump import FlagDashMoveJump
    from ..models.flag_dash_move_lasso import FlagDashMoveLasso
    from ..models.flag_dash_move_pass_flags import FlagDashMovePassFlags
    from ..models.flag_dash_move_place import FlagDashMovePlace
    from ..models.flag_dash_move_plan import FlagDashMovePlan
    from ..models.flag_dash_move_push import FlagDashMovePush
    from ..models.flag_dash_move_ready import FlagDashMoveReady
    from ..models.flag_dash_move_run import FlagDashMoveRun
    from ..models.flag_dash_move_secret_tunnel import FlagDashMoveSecretTunnel
    from ..models.flag_dash_move_select import FlagDashMoveSelect
    from ..models.flag_dash_move_set_trap import FlagDashMoveSetTrap
    from ..models.flag_dash_move_skip import FlagDashMoveSkip
    from ..models.flag_dash_move_spy import FlagDashMoveSpy
    from ..models.flag_dash_move_spy_replace import FlagDashMoveSpyReplace
    from ..models.flag_dash_move_take_flag import FlagDashMoveTakeFlag
    from ..models.flag_dash_move_tunnel import FlagDashMoveTunnel
    from ..models.flag_dash_view import FlagDashView
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


T = TypeVar("T", bound="FlagDashMoveResult")


@_attrs_define
class FlagDashMoveResult:
    """The answer to a move in a Flag Dash game: what the mover needs for its next decision, with no other request.

    Attributes:
        clock (MoverClock | None): The mover's clock; null without a table clock, or on an answer given again.
        command_id (str):
        error (CommandError | None):
        events (list[FlagDashEventAction | FlagDashEventCardSpied | FlagDashEventCharacterSelected | FlagDashEventCombo
            | FlagDashEventEscapedTrap | FlagDashEventGameOver | FlagDashEventMoveEnded | FlagDashEventPlanCommitted |
            FlagDashEventPlanRevealed | FlagDashEventRoundEnded | FlagDashEventSecretTunnel | FlagDashEventSetupPlaced |
            FlagDashEventSetupReady | FlagDashEventSetupRevealed | FlagDashEventSpyReplaced | FlagDashEventTeamPlan |
            FlagDashEventTokensRevealed | TableEventClock | TableEventClockExpired | TableEventGameFinished |
            TableEventGameStarted | TableEventSeatLeft | TableEventSeatReclaimed | TableEventSeatResigned |
            TableEventSeatTaken | TableEventTurn]): The step's events the mover may see.
        game_type (Literal['flag_dash']): The game's type.
        legal_moves (list[FlagDashMoveBoost | FlagDashMoveChase | FlagDashMoveChooseFirst | FlagDashMoveCollectFlag |
            FlagDashMoveCombo | FlagDashMoveCopy | FlagDashMoveDig | FlagDashMoveDropFlag | FlagDashMoveEndTurn |
            FlagDashMoveGiveFlag | FlagDashMoveJump | FlagDashMoveLasso | FlagDashMovePassFlags | FlagDashMovePlace |
            FlagDashMovePlan | FlagDashMovePush | FlagDashMoveReady | FlagDashMoveRun | FlagDashMoveSecretTunnel |
            FlagDashMoveSelect | FlagDashMoveSetTrap | FlagDashMoveSkip | FlagDashMoveSpy | FlagDashMoveSpyReplace |
            FlagDashMoveTakeFlag | FlagDashMoveTunnel] | None): The mover's legal moves when it acts next (a turn of several
            moves, or a seat that acts again at once), so it needs no `legal-moves` read; null otherwise, and on an answer
            given again once the game has moved on.
        status (FlagDashMoveResultStatus): `accepted`: queued, poll the command; `rejected`: see `error`.
        to_act (list[int] | None): The seats to act after this move (null while it is queued).
        version (int | None): The game's version after it (null while queued).
        view (FlagDashView | None | Unset): Only with `with_view=true`, when `legal_moves` is not null: the mover's view
            at `version` (null if the game moved on meanwhile).
    """

    clock: MoverClock | None
    command_id: str
    error: CommandError | None
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
    legal_moves: (
        list[
            FlagDashMoveBoost
            | FlagDashMoveChase
            | FlagDashMoveChooseFirst
            | FlagDashMoveCollectFlag
            | FlagDashMoveCombo
            | FlagDashMoveCopy
            | FlagDashMoveDig
            | FlagDashMoveDropFlag
            | FlagDashMoveEndTurn
            | FlagDashMoveGiveFlag
            | FlagDashMoveJump
            | FlagDashMoveLasso
            | FlagDashMovePassFlags
            | FlagDashMovePlace
            | FlagDashMovePlan
            | FlagDashMovePush
            | FlagDashMoveReady
            | FlagDashMoveRun
            | FlagDashMoveSecretTunnel
            | FlagDashMoveSelect
            | FlagDashMoveSetTrap
            | FlagDashMoveSkip
            | FlagDashMoveSpy
            | FlagDashMoveSpyReplace
            | FlagDashMoveTakeFlag
            | FlagDashMoveTunnel
        ]
        | None
    )
    status: FlagDashMoveResultStatus
    to_act: list[int] | None
    version: int | None
    view: FlagDashView | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.command_error import CommandError
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
        from ..models.flag_dash_move_boost import FlagDashMoveBoost
        from ..models.flag_dash_move_chase import FlagDashMoveChase
        from ..models.flag_dash_move_choose_first import FlagDashMoveChooseFirst
        from ..models.flag_dash_move_collect_flag import FlagDashMoveCollectFlag
        from ..models.flag_dash_move_combo import FlagDashMoveCombo
        from ..models.flag_dash_move_copy import FlagDashMoveCopy
        from ..models.flag_dash_move_dig import FlagDashMoveDig
        from ..models.flag_dash_move_drop_flag import FlagDashMoveDropFlag
        from ..models.flag_dash_move_end_turn import FlagDashMoveEndTurn
        from ..models.flag_dash_move_give_flag import FlagDashMoveGiveFlag
        from ..models.flag_dash_move_jump import FlagDashMoveJump
        from ..models.flag_dash_move_lasso import FlagDashMoveLasso
        from ..models.flag_dash_move_pass_flags import FlagDashMovePassFlags
        from ..models.flag_dash_move_place import FlagDashMovePlace
        from ..models.flag_dash_move_plan import FlagDashMovePlan
        from ..models.flag_dash_move_push import FlagDashMovePush
        from ..models.flag_dash_move_ready import FlagDashMoveReady
        from ..models.flag_dash_move_run import FlagDashMoveRun
        from ..models.flag_dash_move_secret_tunnel import FlagDashMoveSecretTunnel
        from ..models.flag_dash_move_select import FlagDashMoveSelect
        from ..models.flag_dash_move_set_trap import FlagDashMoveSetTrap
        from ..models.flag_dash_move_skip import FlagDashMoveSkip
        from ..models.flag_dash_move_spy import FlagDashMoveSpy
        from ..models.flag_dash_move_spy_replace import FlagDashMoveSpyReplace
        from ..models.flag_dash_move_take_flag import FlagDashMoveTakeFlag
        from ..models.flag_dash_view import FlagDashView
        from ..models.mover_clock import MoverClock
        from ..models.table_event_clock import TableEventClock
        from ..models.table_event_clock_expired import TableEventClockExpired
        from ..models.table_event_game_finished import TableEventGameFinished
        from ..models.table_event_game_started import TableEventGameStarted
        from ..models.table_event_seat_left import TableEventSeatLeft
        from ..models.table_event_seat_reclaimed import TableEventSeatReclaimed
        from ..models.table_event_seat_resigned import TableEventSeatResigned
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

        legal_moves: list[dict[str, Any]] | None
        if isinstance(self.legal_moves, list):
            legal_moves = []
            for legal_moves_type_0_item_data in self.legal_moves:
                legal_moves_type_0_item: dict[str, Any]
                if (
                    isinstance(legal_moves_type_0_item_data, FlagDashMoveBoost)
                    or isinstance(legal_moves_type_0_item_data, FlagDashMoveChase)
                    or isinstance(legal_moves_type_0_item_data, FlagDashMoveChooseFirst)
                    or isinstance(legal_moves_type_0_item_data, FlagDashMoveCollectFlag)
                    or isinstance(legal_moves_type_0_item_data, FlagDashMoveCombo)
                    or isinstance(legal_moves_type_0_item_data, FlagDashMoveCopy)
                    or isinstance(legal_moves_type_0_item_data, FlagDashMoveDig)
                    or isinstance(legal_moves_type_0_item_data, FlagDashMoveDropFlag)
                    or isinstance(legal_moves_type_0_item_data, FlagDashMoveEndTurn)
                    or isinstance(legal_moves_type_0_item_data, FlagDashMoveGiveFlag)
                    or isinstance(legal_moves_type_0_item_data, FlagDashMoveJump)
                    or isinstance(legal_moves_type_0_item_data, FlagDashMoveLasso)
                    or isinstance(legal_moves_type_0_item_data, FlagDashMovePassFlags)
                    or isinstance(legal_moves_type_0_item_data, FlagDashMovePlace)
                    or isinstance(legal_moves_type_0_item_data, FlagDashMovePlan)
                    or isinstance(legal_moves_type_0_item_data, FlagDashMovePush)
                    or isinstance(legal_moves_type_0_item_data, FlagDashMoveReady)
                    or isinstance(legal_moves_type_0_item_data, FlagDashMoveRun)
                    or isinstance(
                        legal_moves_type_0_item_data, FlagDashMoveSecretTunnel
                    )
                    or isinstance(legal_moves_type_0_item_data, FlagDashMoveSelect)
                    or isinstance(legal_moves_type_0_item_data, FlagDashMoveSetTrap)
                    or isinstance(legal_moves_type_0_item_data, FlagDashMoveSkip)
                    or isinstance(legal_moves_type_0_item_data, FlagDashMoveSpy)
                    or isinstance(legal_moves_type_0_item_data, FlagDashMoveSpyReplace)
                    or isinstance(legal_moves_type_0_item_data, FlagDashMoveTakeFlag)
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
        elif isinstance(self.view, FlagDashView):
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
        from ..models.flag_dash_move_boost import FlagDashMoveBoost
        from ..models.flag_dash_move_chase import FlagDashMoveChase
        from ..models.flag_dash_move_choose_first import FlagDashMoveChooseFirst
        from ..models.flag_dash_move_collect_flag import FlagDashMoveCollectFlag
        from ..models.flag_dash_move_combo import FlagDashMoveCombo
        from ..models.flag_dash_move_copy import FlagDashMoveCopy
        from ..models.flag_dash_move_dig import FlagDashMoveDig
        from ..models.flag_dash_move_drop_flag import FlagDashMoveDropFlag
        from ..models.flag_dash_move_end_turn import FlagDashMoveEndTurn
        from ..models.flag_dash_move_give_flag import FlagDashMoveGiveFlag
        from ..models.flag_dash_move_jump import FlagDashMoveJump
        from ..models.flag_dash_move_lasso import FlagDashMoveLasso
        from ..models.flag_dash_move_pass_flags import FlagDashMovePassFlags
        from ..models.flag_dash_move_place import FlagDashMovePlace
        from ..models.flag_dash_move_plan import FlagDashMovePlan
        from ..models.flag_dash_move_push import FlagDashMovePush
        from ..models.flag_dash_move_ready import FlagDashMoveReady
        from ..models.flag_dash_move_run import FlagDashMoveRun
        from ..models.flag_dash_move_secret_tunnel import FlagDashMoveSecretTunnel
        from ..models.flag_dash_move_select import FlagDashMoveSelect
        from ..models.flag_dash_move_set_trap import FlagDashMoveSetTrap
        from ..models.flag_dash_move_skip import FlagDashMoveSkip
        from ..models.flag_dash_move_spy import FlagDashMoveSpy
        from ..models.flag_dash_move_spy_replace import FlagDashMoveSpyReplace
        from ..models.flag_dash_move_take_flag import FlagDashMoveTakeFlag
        from ..models.flag_dash_move_tunnel import FlagDashMoveTunnel
        from ..models.flag_dash_view import FlagDashView
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

        def _parse_legal_moves(
            data: object,
        ) -> (
            list[
                FlagDashMoveBoost
                | FlagDashMoveChase
                | FlagDashMoveChooseFirst
                | FlagDashMoveCollectFlag
                | FlagDashMoveCombo
                | FlagDashMoveCopy
                | FlagDashMoveDig
                | FlagDashMoveDropFlag
                | FlagDashMoveEndTurn
                | FlagDashMoveGiveFlag
                | FlagDashMoveJump
                | FlagDashMoveLasso
                | FlagDashMovePassFlags
                | FlagDashMovePlace
                | FlagDashMovePlan
                | FlagDashMovePush
                | FlagDashMoveReady
                | FlagDashMoveRun
                | FlagDashMoveSecretTunnel
                | FlagDashMoveSelect
                | FlagDashMoveSetTrap
                | FlagDashMoveSkip
                | FlagDashMoveSpy
                | FlagDashMoveSpyReplace
                | FlagDashMoveTakeFlag
                | FlagDashMoveTunnel
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
                        FlagDashMoveBoost
                        | FlagDashMoveChase
                        | FlagDashMoveChooseFirst
                        | FlagDashMoveCollectFlag
                        | FlagDashMoveCombo
                        | FlagDashMoveCopy
                        | FlagDashMoveDig
                        | FlagDashMoveDropFlag
                        | FlagDashMoveEndTurn
                        | FlagDashMoveGiveFlag
                        | FlagDashMoveJump
                        | FlagDashMoveLasso
                        | FlagDashMovePassFlags
                        | FlagDashMovePlace
                        | FlagDashMovePlan
                        | FlagDashMovePush
                        | FlagDashMoveReady
                        | FlagDashMoveRun
                        | FlagDashMoveSecretTunnel
                        | FlagDashMoveSelect
                        | FlagDashMoveSetTrap
                        | FlagDashMoveSkip
                        | FlagDashMoveSpy
                        | FlagDashMoveSpyReplace
                        | FlagDashMoveTakeFlag
                        | FlagDashMoveTunnel
                    ):
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_0 = (
                                FlagDashMoveBoost.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_1 = (
                                FlagDashMoveChase.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_2 = (
                                FlagDashMoveChooseFirst.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_2
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_3 = (
                                FlagDashMoveCollectFlag.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_3
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_4 = (
                                FlagDashMoveCombo.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_4
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_5 = (
                                FlagDashMoveCopy.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_5
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_6 = (
                                FlagDashMoveDig.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_6
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_7 = (
                                FlagDashMoveDropFlag.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_7
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_8 = (
                                FlagDashMoveEndTurn.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_8
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_9 = (
                                FlagDashMoveGiveFlag.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_9
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_10 = (
                                FlagDashMoveJump.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_10
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_11 = (
                                FlagDashMoveLasso.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_11
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_12 = (
                                FlagDashMovePassFlags.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_12
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_13 = (
                                FlagDashMovePlace.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_13
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_14 = (
                                FlagDashMovePlan.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_14
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_15 = (
                                FlagDashMovePush.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_15
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_16 = (
                                FlagDashMoveReady.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_16
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_17 = (
                                FlagDashMoveRun.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_17
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_18 = (
                                FlagDashMoveSecretTunnel.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_18
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_19 = (
                                FlagDashMoveSelect.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_19
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_20 = (
                                FlagDashMoveSetTrap.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_20
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_21 = (
                                FlagDashMoveSkip.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_21
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_22 = (
                                FlagDashMoveSpy.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_22
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_23 = (
                                FlagDashMoveSpyReplace.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_23
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_flag_dash_move_type_24 = (
                                FlagDashMoveTakeFlag.from_dict(data)
                            )

                            return componentsschemas_flag_dash_move_type_24
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_flag_dash_move_type_25 = (
                            FlagDashMoveTunnel.from_dict(data)
                        )

                        return componentsschemas_flag_dash_move_type_25

                    legal_moves_type_0_item = _parse_legal_moves_type_0_item(
                        legal_moves_type_0_item_data
                    )

                    legal_moves_type_0.append(legal_moves_type_0_item)

                return legal_moves_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[
                    FlagDashMoveBoost
                    | FlagDashMoveChase
                    | FlagDashMoveChooseFirst
                    | FlagDashMoveCollectFlag
                    | FlagDashMoveCombo
                    | FlagDashMoveCopy
                    | FlagDashMoveDig
                    | FlagDashMoveDropFlag
                    | FlagDashMoveEndTurn
                    | FlagDashMoveGiveFlag
                    | FlagDashMoveJump
                    | FlagDashMoveLasso
                    | FlagDashMovePassFlags
                    | FlagDashMovePlace
                    | FlagDashMovePlan
                    | FlagDashMovePush
                    | FlagDashMoveReady
                    | FlagDashMoveRun
                    | FlagDashMoveSecretTunnel
                    | FlagDashMoveSelect
                    | FlagDashMoveSetTrap
                    | FlagDashMoveSkip
                    | FlagDashMoveSpy
                    | FlagDashMoveSpyReplace
                    | FlagDashMoveTakeFlag
                    | FlagDashMoveTunnel
                ]
                | None,
                data,
            )

        legal_moves = _parse_legal_moves(d.pop("legal_moves"))

        status = FlagDashMoveResultStatus(d.pop("status"))

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

        def _parse_view(data: object) -> FlagDashView | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0 = FlagDashView.from_dict(data)

                return view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FlagDashView | None | Unset, data)

        view = _parse_view(d.pop("view", UNSET))

        flag_dash_move_result = cls(
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

        return flag_dash_move_result
