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
    from ..models.table_event_clock import TableEventClock
    from ..models.table_event_clock_expired import TableEventClockExpired
    from ..models.table_event_game_finished import TableEventGameFinished
    from ..models.table_event_game_started import TableEventGameStarted
    from ..models.table_event_seat_left import TableEventSeatLeft
    from ..models.table_event_seat_reclaimed import TableEventSeatReclaimed
    from ..models.table_event_seat_resigned import TableEventSeatResigned
    from ..models.table_event_seat_taken import TableEventSeatTaken
    from ..models.table_event_turn import TableEventTurn


T = TypeVar("T", bound="FlagDashEventRecord")


@_attrs_define
class FlagDashEventRecord:
    """One event of a Flag Dash game as its reader receives it.

    Attributes:
        event (FlagDashEventAction | FlagDashEventCardSpied | FlagDashEventCharacterSelected | FlagDashEventCombo |
            FlagDashEventEscapedTrap | FlagDashEventGameOver | FlagDashEventMoveEnded | FlagDashEventPlanCommitted |
            FlagDashEventPlanRevealed | FlagDashEventRoundEnded | FlagDashEventSecretTunnel | FlagDashEventSetupPlaced |
            FlagDashEventSetupReady | FlagDashEventSetupRevealed | FlagDashEventSpyReplaced | FlagDashEventTeamPlan |
            FlagDashEventTokensRevealed | TableEventClock | TableEventClockExpired | TableEventGameFinished |
            TableEventGameStarted | TableEventSeatLeft | TableEventSeatReclaimed | TableEventSeatResigned |
            TableEventSeatTaken | TableEventTurn): An event of a Flag Dash game; `type` says which.
        game_type (Literal['flag_dash']): The game's type.
        id (str): `<version>-<seq>`: pass as `after` or Last-Event-ID.
        legal_moves (list[FlagDashMoveBoost | FlagDashMoveChase | FlagDashMoveChooseFirst | FlagDashMoveCollectFlag |
            FlagDashMoveCombo | FlagDashMoveCopy | FlagDashMoveDig | FlagDashMoveDropFlag | FlagDashMoveEndTurn |
            FlagDashMoveGiveFlag | FlagDashMoveJump | FlagDashMoveLasso | FlagDashMovePassFlags | FlagDashMovePlace |
            FlagDashMovePlan | FlagDashMovePush | FlagDashMoveReady | FlagDashMoveRun | FlagDashMoveSecretTunnel |
            FlagDashMoveSelect | FlagDashMoveSetTrap | FlagDashMoveSkip | FlagDashMoveSpy | FlagDashMoveSpyReplace |
            FlagDashMoveTakeFlag | FlagDashMoveTunnel] | None): The reader's own legal moves, on the last event of a step
            that hands the reader's seat the turn while the game still stands there; null otherwise (and always for
            spectators).
        seq (int): The event's place in its step, from 1 (0: a `turn` event written for this reader alone).
        to_act (list[int] | None): The seats to act after this step (null only in steps logged before records carried
            it).
        version (int): The version the step made.
    """

    event: (
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
    )
    game_type: Literal["flag_dash"]
    id: str
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
    seq: int
    to_act: list[int] | None
    version: int

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
        from ..models.table_event_clock import TableEventClock
        from ..models.table_event_clock_expired import TableEventClockExpired
        from ..models.table_event_game_finished import TableEventGameFinished
        from ..models.table_event_game_started import TableEventGameStarted
        from ..models.table_event_seat_left import TableEventSeatLeft
        from ..models.table_event_seat_reclaimed import TableEventSeatReclaimed
        from ..models.table_event_seat_resigned import TableEventSeatResigned
        from ..models.table_event_seat_taken import TableEventSeatTaken

        event: dict[str, Any]
        if (
            isinstance(self.event, FlagDashEventAction)
            or isinstance(self.event, FlagDashEventCardSpied)
            or isinstance(self.event, FlagDashEventCharacterSelected)
            or isinstance(self.event, TableEventClock)
            or isinstance(self.event, TableEventClockExpired)
            or isinstance(self.event, FlagDashEventCombo)
            or isinstance(self.event, FlagDashEventEscapedTrap)
            or isinstance(self.event, TableEventGameFinished)
            or isinstance(self.event, FlagDashEventGameOver)
            or isinstance(self.event, TableEventGameStarted)
            or isinstance(self.event, FlagDashEventMoveEnded)
            or isinstance(self.event, FlagDashEventPlanCommitted)
            or isinstance(self.event, FlagDashEventPlanRevealed)
            or isinstance(self.event, FlagDashEventRoundEnded)
            or isinstance(self.event, TableEventSeatLeft)
            or isinstance(self.event, TableEventSeatReclaimed)
            or isinstance(self.event, TableEventSeatResigned)
            or isinstance(self.event, TableEventSeatTaken)
            or isinstance(self.event, FlagDashEventSecretTunnel)
            or isinstance(self.event, FlagDashEventSetupPlaced)
            or isinstance(self.event, FlagDashEventSetupReady)
            or isinstance(self.event, FlagDashEventSetupRevealed)
            or isinstance(self.event, FlagDashEventSpyReplaced)
            or isinstance(self.event, FlagDashEventTeamPlan)
            or isinstance(self.event, FlagDashEventTokensRevealed)
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
                componentsschemas_flag_dash_event_type_3 = TableEventClock.from_dict(
                    data
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
                componentsschemas_flag_dash_event_type_5 = FlagDashEventCombo.from_dict(
                    data
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
            componentsschemas_flag_dash_event_type_25 = TableEventTurn.from_dict(data)

            return componentsschemas_flag_dash_event_type_25

        event = _parse_event(d.pop("event"))

        game_type = cast(Literal["flag_dash"], d.pop("game_type"))
        if game_type != "flag_dash":
            raise ValueError(
                f"game_type must match const 'flag_dash', got '{game_type}'"
            )

        id = d.pop("id")

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

        flag_dash_event_record = cls(
            event=event,
            game_type=game_type,
            id=id,
            legal_moves=legal_moves,
            seq=seq,
            to_act=to_act,
            version=version,
        )

        return flag_dash_event_record
