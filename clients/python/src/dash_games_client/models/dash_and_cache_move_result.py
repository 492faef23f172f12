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

from ..models.dash_and_cache_move_result_status import DashAndCacheMoveResultStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.command_error import CommandError
    from ..models.dash_and_cache_event_auction_opened import (
        DashAndCacheEventAuctionOpened,
    )
    from ..models.dash_and_cache_event_auction_tied import DashAndCacheEventAuctionTied
    from ..models.dash_and_cache_event_auction_unsold import (
        DashAndCacheEventAuctionUnsold,
    )
    from ..models.dash_and_cache_event_auction_won import DashAndCacheEventAuctionWon
    from ..models.dash_and_cache_event_ballot_cast import DashAndCacheEventBallotCast
    from ..models.dash_and_cache_event_bid import DashAndCacheEventBid
    from ..models.dash_and_cache_event_card_read import DashAndCacheEventCardRead
    from ..models.dash_and_cache_event_challenged import DashAndCacheEventChallenged
    from ..models.dash_and_cache_event_claimed import DashAndCacheEventClaimed
    from ..models.dash_and_cache_event_commission_taken import (
        DashAndCacheEventCommissionTaken,
    )
    from ..models.dash_and_cache_event_deal_amended import DashAndCacheEventDealAmended
    from ..models.dash_and_cache_event_declined import DashAndCacheEventDeclined
    from ..models.dash_and_cache_event_discard_pile_reshuffled import (
        DashAndCacheEventDiscardPileReshuffled,
    )
    from ..models.dash_and_cache_event_game_won import DashAndCacheEventGameWon
    from ..models.dash_and_cache_event_goals_dealt import DashAndCacheEventGoalsDealt
    from ..models.dash_and_cache_event_grabbed import DashAndCacheEventGrabbed
    from ..models.dash_and_cache_event_hand_offered import DashAndCacheEventHandOffered
    from ..models.dash_and_cache_event_junked import DashAndCacheEventJunked
    from ..models.dash_and_cache_event_kept import DashAndCacheEventKept
    from ..models.dash_and_cache_event_no_challenge import DashAndCacheEventNoChallenge
    from ..models.dash_and_cache_event_returned import DashAndCacheEventReturned
    from ..models.dash_and_cache_event_rolled import DashAndCacheEventRolled
    from ..models.dash_and_cache_event_stolen import DashAndCacheEventStolen
    from ..models.dash_and_cache_event_stood_firm import DashAndCacheEventStoodFirm
    from ..models.dash_and_cache_event_stopped_bidding import (
        DashAndCacheEventStoppedBidding,
    )
    from ..models.dash_and_cache_event_stopped_claiming import (
        DashAndCacheEventStoppedClaiming,
    )
    from ..models.dash_and_cache_event_switched import DashAndCacheEventSwitched
    from ..models.dash_and_cache_event_tie_broken import DashAndCacheEventTieBroken
    from ..models.dash_and_cache_event_time_called import DashAndCacheEventTimeCalled
    from ..models.dash_and_cache_event_trade_failed import DashAndCacheEventTradeFailed
    from ..models.dash_and_cache_event_trade_opened import DashAndCacheEventTradeOpened
    from ..models.dash_and_cache_event_traded import DashAndCacheEventTraded
    from ..models.dash_and_cache_event_turn_passed import DashAndCacheEventTurnPassed
    from ..models.dash_and_cache_event_victory_called import (
        DashAndCacheEventVictoryCalled,
    )
    from ..models.dash_and_cache_event_vote_counted import DashAndCacheEventVoteCounted
    from ..models.dash_and_cache_event_your_ballot import DashAndCacheEventYourBallot
    from ..models.dash_and_cache_move_amend_deal import DashAndCacheMoveAmendDeal
    from ..models.dash_and_cache_move_auction_lot import DashAndCacheMoveAuctionLot
    from ..models.dash_and_cache_move_bid import DashAndCacheMoveBid
    from ..models.dash_and_cache_move_break_tie import DashAndCacheMoveBreakTie
    from ..models.dash_and_cache_move_challenge import DashAndCacheMoveChallenge
    from ..models.dash_and_cache_move_choose_opponent import (
        DashAndCacheMoveChooseOpponent,
    )
    from ..models.dash_and_cache_move_choose_partner import (
        DashAndCacheMoveChoosePartner,
    )
    from ..models.dash_and_cache_move_claim import DashAndCacheMoveClaim
    from ..models.dash_and_cache_move_decline import DashAndCacheMoveDecline
    from ..models.dash_and_cache_move_grab import DashAndCacheMoveGrab
    from ..models.dash_and_cache_move_junk import DashAndCacheMoveJunk
    from ..models.dash_and_cache_move_no_challenge import DashAndCacheMoveNoChallenge
    from ..models.dash_and_cache_move_return_home import DashAndCacheMoveReturnHome
    from ..models.dash_and_cache_move_roll import DashAndCacheMoveRoll
    from ..models.dash_and_cache_move_shake_hands import DashAndCacheMoveShakeHands
    from ..models.dash_and_cache_move_stand_firm import DashAndCacheMoveStandFirm
    from ..models.dash_and_cache_move_steal import DashAndCacheMoveSteal
    from ..models.dash_and_cache_move_stop_bidding import DashAndCacheMoveStopBidding
    from ..models.dash_and_cache_move_stop_claiming import DashAndCacheMoveStopClaiming
    from ..models.dash_and_cache_move_switch import DashAndCacheMoveSwitch
    from ..models.dash_and_cache_move_take_commission import (
        DashAndCacheMoveTakeCommission,
    )
    from ..models.dash_and_cache_move_vote import DashAndCacheMoveVote
    from ..models.dash_and_cache_view import DashAndCacheView
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


T = TypeVar("T", bound="DashAndCacheMoveResult")


@_attrs_define
class DashAndCacheMoveResult:
    """The answer to a move in a Dash and Cache game: what the mover needs for its next decision, with no other request.

    Attributes:
        clock (MoverClock | None): The mover's clock; null without a table clock, or on an answer given again.
        command_id (str):
        error (CommandError | None):
        events (list[DashAndCacheEventAuctionOpened | DashAndCacheEventAuctionTied | DashAndCacheEventAuctionUnsold |
            DashAndCacheEventAuctionWon | DashAndCacheEventBallotCast | DashAndCacheEventBid | DashAndCacheEventCardRead |
            DashAndCacheEventChallenged | DashAndCacheEventClaimed | DashAndCacheEventCommissionTaken |
            DashAndCacheEventDealAmended | DashAndCacheEventDeclined | DashAndCacheEventDiscardPileReshuffled |
            DashAndCacheEventGameWon | DashAndCacheEventGoalsDealt | DashAndCacheEventGrabbed | DashAndCacheEventHandOffered
            | DashAndCacheEventJunked | DashAndCacheEventKept | DashAndCacheEventNoChallenge | DashAndCacheEventReturned |
            DashAndCacheEventRolled | DashAndCacheEventStolen | DashAndCacheEventStoodFirm | DashAndCacheEventStoppedBidding
            | DashAndCacheEventStoppedClaiming | DashAndCacheEventSwitched | DashAndCacheEventTieBroken |
            DashAndCacheEventTimeCalled | DashAndCacheEventTraded | DashAndCacheEventTradeFailed |
            DashAndCacheEventTradeOpened | DashAndCacheEventTurnPassed | DashAndCacheEventVictoryCalled |
            DashAndCacheEventVoteCounted | DashAndCacheEventYourBallot | TableEventClock | TableEventClockExpired |
            TableEventGameFinished | TableEventGameStarted | TableEventSeatLeft | TableEventSeatReclaimed |
            TableEventSeatResigned | TableEventSeatTaken | TableEventTurn]): The step's events the mover may see.
        game_type (Literal['dash_and_cache']): The game's type.
        legal_moves (list[DashAndCacheMoveAmendDeal | DashAndCacheMoveAuctionLot | DashAndCacheMoveBid |
            DashAndCacheMoveBreakTie | DashAndCacheMoveChallenge | DashAndCacheMoveChooseOpponent |
            DashAndCacheMoveChoosePartner | DashAndCacheMoveClaim | DashAndCacheMoveDecline | DashAndCacheMoveGrab |
            DashAndCacheMoveJunk | DashAndCacheMoveNoChallenge | DashAndCacheMoveReturnHome | DashAndCacheMoveRoll |
            DashAndCacheMoveShakeHands | DashAndCacheMoveStandFirm | DashAndCacheMoveSteal | DashAndCacheMoveStopBidding |
            DashAndCacheMoveStopClaiming | DashAndCacheMoveSwitch | DashAndCacheMoveTakeCommission | DashAndCacheMoveVote] |
            None): The mover's legal moves when it acts next (a turn of several moves, or a seat that acts again at once),
            so it needs no `legal-moves` read; null otherwise, and on an answer given again once the game has moved on.
        status (DashAndCacheMoveResultStatus): `accepted`: queued, poll the command; `rejected`: see `error`.
        to_act (list[int] | None): The seats to act after this move (null while it is queued).
        version (int | None): The game's version after it (null while queued).
        view (DashAndCacheView | None | Unset): Only with `with_view=true`, when `legal_moves` is not null: the mover's
            view at `version` (null if the game moved on meanwhile).
    """

    clock: MoverClock | None
    command_id: str
    error: CommandError | None
    events: list[
        DashAndCacheEventAuctionOpened
        | DashAndCacheEventAuctionTied
        | DashAndCacheEventAuctionUnsold
        | DashAndCacheEventAuctionWon
        | DashAndCacheEventBallotCast
        | DashAndCacheEventBid
        | DashAndCacheEventCardRead
        | DashAndCacheEventChallenged
        | DashAndCacheEventClaimed
        | DashAndCacheEventCommissionTaken
        | DashAndCacheEventDealAmended
        | DashAndCacheEventDeclined
        | DashAndCacheEventDiscardPileReshuffled
        | DashAndCacheEventGameWon
        | DashAndCacheEventGoalsDealt
        | DashAndCacheEventGrabbed
        | DashAndCacheEventHandOffered
        | DashAndCacheEventJunked
        | DashAndCacheEventKept
        | DashAndCacheEventNoChallenge
        | DashAndCacheEventReturned
        | DashAndCacheEventRolled
        | DashAndCacheEventStolen
        | DashAndCacheEventStoodFirm
        | DashAndCacheEventStoppedBidding
        | DashAndCacheEventStoppedClaiming
        | DashAndCacheEventSwitched
        | DashAndCacheEventTieBroken
        | DashAndCacheEventTimeCalled
        | DashAndCacheEventTraded
        | DashAndCacheEventTradeFailed
        | DashAndCacheEventTradeOpened
        | DashAndCacheEventTurnPassed
        | DashAndCacheEventVictoryCalled
        | DashAndCacheEventVoteCounted
        | DashAndCacheEventYourBallot
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
    game_type: Literal["dash_and_cache"]
    legal_moves: (
        list[
            DashAndCacheMoveAmendDeal
            | DashAndCacheMoveAuctionLot
            | DashAndCacheMoveBid
            | DashAndCacheMoveBreakTie
            | DashAndCacheMoveChallenge
            | DashAndCacheMoveChooseOpponent
            | DashAndCacheMoveChoosePartner
            | DashAndCacheMoveClaim
            | DashAndCacheMoveDecline
            | DashAndCacheMoveGrab
            | DashAndCacheMoveJunk
            | DashAndCacheMoveNoChallenge
            | DashAndCacheMoveReturnHome
            | DashAndCacheMoveRoll
            | DashAndCacheMoveShakeHands
            | DashAndCacheMoveStandFirm
            | DashAndCacheMoveSteal
            | DashAndCacheMoveStopBidding
            | DashAndCacheMoveStopClaiming
            | DashAndCacheMoveSwitch
            | DashAndCacheMoveTakeCommission
            | DashAndCacheMoveVote
        ]
        | None
    )
    status: DashAndCacheMoveResultStatus
    to_act: list[int] | None
    version: int | None
    view: DashAndCacheView | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.command_error import CommandError
        from ..models.dash_and_cache_event_auction_opened import (
            DashAndCacheEventAuctionOpened,
        )
        from ..models.dash_and_cache_event_auction_tied import (
            DashAndCacheEventAuctionTied,
        )
        from ..models.dash_and_cache_event_auction_unsold import (
            DashAndCacheEventAuctionUnsold,
        )
        from ..models.dash_and_cache_event_auction_won import (
            DashAndCacheEventAuctionWon,
        )
        from ..models.dash_and_cache_event_ballot_cast import (
            DashAndCacheEventBallotCast,
        )
        from ..models.dash_and_cache_event_bid import DashAndCacheEventBid
        from ..models.dash_and_cache_event_card_read import DashAndCacheEventCardRead
        from ..models.dash_and_cache_event_challenged import DashAndCacheEventChallenged
        from ..models.dash_and_cache_event_claimed import DashAndCacheEventClaimed
        from ..models.dash_and_cache_event_commission_taken import (
            DashAndCacheEventCommissionTaken,
        )
        from ..models.dash_and_cache_event_deal_amended import (
            DashAndCacheEventDealAmended,
        )
        from ..models.dash_and_cache_event_declined import DashAndCacheEventDeclined
        from ..models.dash_and_cache_event_discard_pile_reshuffled import (
            DashAndCacheEventDiscardPileReshuffled,
        )
        from ..models.dash_and_cache_event_game_won import DashAndCacheEventGameWon
        from ..models.dash_and_cache_event_goals_dealt import (
            DashAndCacheEventGoalsDealt,
        )
        from ..models.dash_and_cache_event_grabbed import DashAndCacheEventGrabbed
        from ..models.dash_and_cache_event_hand_offered import (
            DashAndCacheEventHandOffered,
        )
        from ..models.dash_and_cache_event_junked import DashAndCacheEventJunked
        from ..models.dash_and_cache_event_kept import DashAndCacheEventKept
        from ..models.dash_and_cache_event_no_challenge import (
            DashAndCacheEventNoChallenge,
        )
        from ..models.dash_and_cache_event_returned import DashAndCacheEventReturned
        from ..models.dash_and_cache_event_rolled import DashAndCacheEventRolled
        from ..models.dash_and_cache_event_stolen import DashAndCacheEventStolen
        from ..models.dash_and_cache_event_stood_firm import DashAndCacheEventStoodFirm
        from ..models.dash_and_cache_event_stopped_bidding import (
            DashAndCacheEventStoppedBidding,
        )
        from ..models.dash_and_cache_event_stopped_claiming import (
            DashAndCacheEventStoppedClaiming,
        )
        from ..models.dash_and_cache_event_switched import DashAndCacheEventSwitched
        from ..models.dash_and_cache_event_tie_broken import DashAndCacheEventTieBroken
        from ..models.dash_and_cache_event_time_called import (
            DashAndCacheEventTimeCalled,
        )
        from ..models.dash_and_cache_event_trade_failed import (
            DashAndCacheEventTradeFailed,
        )
        from ..models.dash_and_cache_event_trade_opened import (
            DashAndCacheEventTradeOpened,
        )
        from ..models.dash_and_cache_event_traded import DashAndCacheEventTraded
        from ..models.dash_and_cache_event_turn_passed import (
            DashAndCacheEventTurnPassed,
        )
        from ..models.dash_and_cache_event_victory_called import (
            DashAndCacheEventVictoryCalled,
        )
        from ..models.dash_and_cache_event_vote_counted import (
            DashAndCacheEventVoteCounted,
        )
        from ..models.dash_and_cache_move_amend_deal import DashAndCacheMoveAmendDeal
        from ..models.dash_and_cache_move_auction_lot import DashAndCacheMoveAuctionLot
        from ..models.dash_and_cache_move_bid import DashAndCacheMoveBid
        from ..models.dash_and_cache_move_break_tie import DashAndCacheMoveBreakTie
        from ..models.dash_and_cache_move_challenge import DashAndCacheMoveChallenge
        from ..models.dash_and_cache_move_choose_opponent import (
            DashAndCacheMoveChooseOpponent,
        )
        from ..models.dash_and_cache_move_choose_partner import (
            DashAndCacheMoveChoosePartner,
        )
        from ..models.dash_and_cache_move_claim import DashAndCacheMoveClaim
        from ..models.dash_and_cache_move_decline import DashAndCacheMoveDecline
        from ..models.dash_and_cache_move_grab import DashAndCacheMoveGrab
        from ..models.dash_and_cache_move_junk import DashAndCacheMoveJunk
        from ..models.dash_and_cache_move_no_challenge import (
            DashAndCacheMoveNoChallenge,
        )
        from ..models.dash_and_cache_move_return_home import DashAndCacheMoveReturnHome
        from ..models.dash_and_cache_move_roll import DashAndCacheMoveRoll
        from ..models.dash_and_cache_move_shake_hands import DashAndCacheMoveShakeHands
        from ..models.dash_and_cache_move_stand_firm import DashAndCacheMoveStandFirm
        from ..models.dash_and_cache_move_steal import DashAndCacheMoveSteal
        from ..models.dash_and_cache_move_stop_bidding import (
            DashAndCacheMoveStopBidding,
        )
        from ..models.dash_and_cache_move_stop_claiming import (
            DashAndCacheMoveStopClaiming,
        )
        from ..models.dash_and_cache_move_switch import DashAndCacheMoveSwitch
        from ..models.dash_and_cache_move_take_commission import (
            DashAndCacheMoveTakeCommission,
        )
        from ..models.dash_and_cache_view import DashAndCacheView
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
                isinstance(events_item_data, DashAndCacheEventAuctionOpened)
                or isinstance(events_item_data, DashAndCacheEventAuctionTied)
                or isinstance(events_item_data, DashAndCacheEventAuctionUnsold)
                or isinstance(events_item_data, DashAndCacheEventAuctionWon)
                or isinstance(events_item_data, DashAndCacheEventBallotCast)
                or isinstance(events_item_data, DashAndCacheEventBid)
                or isinstance(events_item_data, DashAndCacheEventCardRead)
                or isinstance(events_item_data, DashAndCacheEventChallenged)
                or isinstance(events_item_data, DashAndCacheEventClaimed)
                or isinstance(events_item_data, TableEventClock)
                or isinstance(events_item_data, TableEventClockExpired)
                or isinstance(events_item_data, DashAndCacheEventCommissionTaken)
                or isinstance(events_item_data, DashAndCacheEventDealAmended)
                or isinstance(events_item_data, DashAndCacheEventDeclined)
                or isinstance(events_item_data, DashAndCacheEventDiscardPileReshuffled)
                or isinstance(events_item_data, TableEventGameFinished)
                or isinstance(events_item_data, TableEventGameStarted)
                or isinstance(events_item_data, DashAndCacheEventGameWon)
                or isinstance(events_item_data, DashAndCacheEventGoalsDealt)
                or isinstance(events_item_data, DashAndCacheEventGrabbed)
                or isinstance(events_item_data, DashAndCacheEventHandOffered)
                or isinstance(events_item_data, DashAndCacheEventJunked)
                or isinstance(events_item_data, DashAndCacheEventKept)
                or isinstance(events_item_data, DashAndCacheEventNoChallenge)
                or isinstance(events_item_data, DashAndCacheEventReturned)
                or isinstance(events_item_data, DashAndCacheEventRolled)
                or isinstance(events_item_data, TableEventSeatLeft)
                or isinstance(events_item_data, TableEventSeatReclaimed)
                or isinstance(events_item_data, TableEventSeatResigned)
                or isinstance(events_item_data, TableEventSeatTaken)
                or isinstance(events_item_data, DashAndCacheEventStolen)
                or isinstance(events_item_data, DashAndCacheEventStoodFirm)
                or isinstance(events_item_data, DashAndCacheEventStoppedBidding)
                or isinstance(events_item_data, DashAndCacheEventStoppedClaiming)
                or isinstance(events_item_data, DashAndCacheEventSwitched)
                or isinstance(events_item_data, DashAndCacheEventTieBroken)
                or isinstance(events_item_data, DashAndCacheEventTimeCalled)
                or isinstance(events_item_data, DashAndCacheEventTradeFailed)
                or isinstance(events_item_data, DashAndCacheEventTradeOpened)
                or isinstance(events_item_data, DashAndCacheEventTraded)
                or isinstance(events_item_data, TableEventTurn)
                or isinstance(events_item_data, DashAndCacheEventTurnPassed)
                or isinstance(events_item_data, DashAndCacheEventVictoryCalled)
                or isinstance(events_item_data, DashAndCacheEventVoteCounted)
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
                    isinstance(legal_moves_type_0_item_data, DashAndCacheMoveAmendDeal)
                    or isinstance(
                        legal_moves_type_0_item_data, DashAndCacheMoveAuctionLot
                    )
                    or isinstance(legal_moves_type_0_item_data, DashAndCacheMoveBid)
                    or isinstance(
                        legal_moves_type_0_item_data, DashAndCacheMoveBreakTie
                    )
                    or isinstance(
                        legal_moves_type_0_item_data, DashAndCacheMoveChallenge
                    )
                    or isinstance(
                        legal_moves_type_0_item_data, DashAndCacheMoveChooseOpponent
                    )
                    or isinstance(
                        legal_moves_type_0_item_data, DashAndCacheMoveChoosePartner
                    )
                    or isinstance(legal_moves_type_0_item_data, DashAndCacheMoveClaim)
                    or isinstance(legal_moves_type_0_item_data, DashAndCacheMoveDecline)
                    or isinstance(legal_moves_type_0_item_data, DashAndCacheMoveGrab)
                    or isinstance(legal_moves_type_0_item_data, DashAndCacheMoveJunk)
                    or isinstance(
                        legal_moves_type_0_item_data, DashAndCacheMoveNoChallenge
                    )
                    or isinstance(
                        legal_moves_type_0_item_data, DashAndCacheMoveReturnHome
                    )
                    or isinstance(legal_moves_type_0_item_data, DashAndCacheMoveRoll)
                    or isinstance(
                        legal_moves_type_0_item_data, DashAndCacheMoveShakeHands
                    )
                    or isinstance(
                        legal_moves_type_0_item_data, DashAndCacheMoveStandFirm
                    )
                    or isinstance(legal_moves_type_0_item_data, DashAndCacheMoveSteal)
                    or isinstance(
                        legal_moves_type_0_item_data, DashAndCacheMoveStopBidding
                    )
                    or isinstance(
                        legal_moves_type_0_item_data, DashAndCacheMoveStopClaiming
                    )
                    or isinstance(legal_moves_type_0_item_data, DashAndCacheMoveSwitch)
                    or isinstance(
                        legal_moves_type_0_item_data, DashAndCacheMoveTakeCommission
                    )
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
        elif isinstance(self.view, DashAndCacheView):
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
        from ..models.dash_and_cache_event_auction_opened import (
            DashAndCacheEventAuctionOpened,
        )
        from ..models.dash_and_cache_event_auction_tied import (
            DashAndCacheEventAuctionTied,
        )
        from ..models.dash_and_cache_event_auction_unsold import (
            DashAndCacheEventAuctionUnsold,
        )
        from ..models.dash_and_cache_event_auction_won import (
            DashAndCacheEventAuctionWon,
        )
        from ..models.dash_and_cache_event_ballot_cast import (
            DashAndCacheEventBallotCast,
        )
        from ..models.dash_and_cache_event_bid import DashAndCacheEventBid
        from ..models.dash_and_cache_event_card_read import DashAndCacheEventCardRead
        from ..models.dash_and_cache_event_challenged import DashAndCacheEventChallenged
        from ..models.dash_and_cache_event_claimed import DashAndCacheEventClaimed
        from ..models.dash_and_cache_event_commission_taken import (
            DashAndCacheEventCommissionTaken,
        )
        from ..models.dash_and_cache_event_deal_amended import (
            DashAndCacheEventDealAmended,
        )
        from ..models.dash_and_cache_event_declined import DashAndCacheEventDeclined
        from ..models.dash_and_cache_event_discard_pile_reshuffled import (
            DashAndCacheEventDiscardPileReshuffled,
        )
        from ..models.dash_and_cache_event_game_won import DashAndCacheEventGameWon
        from ..models.dash_and_cache_event_goals_dealt import (
            DashAndCacheEventGoalsDealt,
        )
        from ..models.dash_and_cache_event_grabbed import DashAndCacheEventGrabbed
        from ..models.dash_and_cache_event_hand_offered import (
            DashAndCacheEventHandOffered,
        )
        from ..models.dash_and_cache_event_junked import DashAndCacheEventJunked
        from ..models.dash_and_cache_event_kept import DashAndCacheEventKept
        from ..models.dash_and_cache_event_no_challenge import (
            DashAndCacheEventNoChallenge,
        )
        from ..models.dash_and_cache_event_returned import DashAndCacheEventReturned
        from ..models.dash_and_cache_event_rolled import DashAndCacheEventRolled
        from ..models.dash_and_cache_event_stolen import DashAndCacheEventStolen
        from ..models.dash_and_cache_event_stood_firm import DashAndCacheEventStoodFirm
        from ..models.dash_and_cache_event_stopped_bidding import (
            DashAndCacheEventStoppedBidding,
        )
        from ..models.dash_and_cache_event_stopped_claiming import (
            DashAndCacheEventStoppedClaiming,
        )
        from ..models.dash_and_cache_event_switched import DashAndCacheEventSwitched
        from ..models.dash_and_cache_event_tie_broken import DashAndCacheEventTieBroken
        from ..models.dash_and_cache_event_time_called import (
            DashAndCacheEventTimeCalled,
        )
        from ..models.dash_and_cache_event_trade_failed import (
            DashAndCacheEventTradeFailed,
        )
        from ..models.dash_and_cache_event_trade_opened import (
            DashAndCacheEventTradeOpened,
        )
        from ..models.dash_and_cache_event_traded import DashAndCacheEventTraded
        from ..models.dash_and_cache_event_turn_passed import (
            DashAndCacheEventTurnPassed,
        )
        from ..models.dash_and_cache_event_victory_called import (
            DashAndCacheEventVictoryCalled,
        )
        from ..models.dash_and_cache_event_vote_counted import (
            DashAndCacheEventVoteCounted,
        )
        from ..models.dash_and_cache_event_your_ballot import (
            DashAndCacheEventYourBallot,
        )
        from ..models.dash_and_cache_move_amend_deal import DashAndCacheMoveAmendDeal
        from ..models.dash_and_cache_move_auction_lot import DashAndCacheMoveAuctionLot
        from ..models.dash_and_cache_move_bid import DashAndCacheMoveBid
        from ..models.dash_and_cache_move_break_tie import DashAndCacheMoveBreakTie
        from ..models.dash_and_cache_move_challenge import DashAndCacheMoveChallenge
        from ..models.dash_and_cache_move_choose_opponent import (
            DashAndCacheMoveChooseOpponent,
        )
        from ..models.dash_and_cache_move_choose_partner import (
            DashAndCacheMoveChoosePartner,
        )
        from ..models.dash_and_cache_move_claim import DashAndCacheMoveClaim
        from ..models.dash_and_cache_move_decline import DashAndCacheMoveDecline
        from ..models.dash_and_cache_move_grab import DashAndCacheMoveGrab
        from ..models.dash_and_cache_move_junk import DashAndCacheMoveJunk
        from ..models.dash_and_cache_move_no_challenge import (
            DashAndCacheMoveNoChallenge,
        )
        from ..models.dash_and_cache_move_return_home import DashAndCacheMoveReturnHome
        from ..models.dash_and_cache_move_roll import DashAndCacheMoveRoll
        from ..models.dash_and_cache_move_shake_hands import DashAndCacheMoveShakeHands
        from ..models.dash_and_cache_move_stand_firm import DashAndCacheMoveStandFirm
        from ..models.dash_and_cache_move_steal import DashAndCacheMoveSteal
        from ..models.dash_and_cache_move_stop_bidding import (
            DashAndCacheMoveStopBidding,
        )
        from ..models.dash_and_cache_move_stop_claiming import (
            DashAndCacheMoveStopClaiming,
        )
        from ..models.dash_and_cache_move_switch import DashAndCacheMoveSwitch
        from ..models.dash_and_cache_move_take_commission import (
            DashAndCacheMoveTakeCommission,
        )
        from ..models.dash_and_cache_move_vote import DashAndCacheMoveVote
        from ..models.dash_and_cache_view import DashAndCacheView
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
                DashAndCacheEventAuctionOpened
                | DashAndCacheEventAuctionTied
                | DashAndCacheEventAuctionUnsold
                | DashAndCacheEventAuctionWon
                | DashAndCacheEventBallotCast
                | DashAndCacheEventBid
                | DashAndCacheEventCardRead
                | DashAndCacheEventChallenged
                | DashAndCacheEventClaimed
                | DashAndCacheEventCommissionTaken
                | DashAndCacheEventDealAmended
                | DashAndCacheEventDeclined
                | DashAndCacheEventDiscardPileReshuffled
                | DashAndCacheEventGameWon
                | DashAndCacheEventGoalsDealt
                | DashAndCacheEventGrabbed
                | DashAndCacheEventHandOffered
                | DashAndCacheEventJunked
                | DashAndCacheEventKept
                | DashAndCacheEventNoChallenge
                | DashAndCacheEventReturned
                | DashAndCacheEventRolled
                | DashAndCacheEventStolen
                | DashAndCacheEventStoodFirm
                | DashAndCacheEventStoppedBidding
                | DashAndCacheEventStoppedClaiming
                | DashAndCacheEventSwitched
                | DashAndCacheEventTieBroken
                | DashAndCacheEventTimeCalled
                | DashAndCacheEventTraded
                | DashAndCacheEventTradeFailed
                | DashAndCacheEventTradeOpened
                | DashAndCacheEventTurnPassed
                | DashAndCacheEventVictoryCalled
                | DashAndCacheEventVoteCounted
                | DashAndCacheEventYourBallot
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
                    componentsschemas_dash_and_cache_event_type_0 = (
                        DashAndCacheEventAuctionOpened.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_1 = (
                        DashAndCacheEventAuctionTied.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_2 = (
                        DashAndCacheEventAuctionUnsold.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_3 = (
                        DashAndCacheEventAuctionWon.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_4 = (
                        DashAndCacheEventBallotCast.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_5 = (
                        DashAndCacheEventBid.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_6 = (
                        DashAndCacheEventCardRead.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_7 = (
                        DashAndCacheEventChallenged.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_8 = (
                        DashAndCacheEventClaimed.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_9 = (
                        TableEventClock.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_10 = (
                        TableEventClockExpired.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_11 = (
                        DashAndCacheEventCommissionTaken.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_12 = (
                        DashAndCacheEventDealAmended.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_13 = (
                        DashAndCacheEventDeclined.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_14 = (
                        DashAndCacheEventDiscardPileReshuffled.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_15 = (
                        TableEventGameFinished.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_16 = (
                        TableEventGameStarted.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_17 = (
                        DashAndCacheEventGameWon.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_18 = (
                        DashAndCacheEventGoalsDealt.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_19 = (
                        DashAndCacheEventGrabbed.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_20 = (
                        DashAndCacheEventHandOffered.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_21 = (
                        DashAndCacheEventJunked.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_22 = (
                        DashAndCacheEventKept.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_23 = (
                        DashAndCacheEventNoChallenge.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_24 = (
                        DashAndCacheEventReturned.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_25 = (
                        DashAndCacheEventRolled.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_26 = (
                        TableEventSeatLeft.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_27 = (
                        TableEventSeatReclaimed.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_28 = (
                        TableEventSeatResigned.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_29 = (
                        TableEventSeatTaken.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_30 = (
                        DashAndCacheEventStolen.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_31 = (
                        DashAndCacheEventStoodFirm.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_32 = (
                        DashAndCacheEventStoppedBidding.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_33 = (
                        DashAndCacheEventStoppedClaiming.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_34 = (
                        DashAndCacheEventSwitched.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_35 = (
                        DashAndCacheEventTieBroken.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_36 = (
                        DashAndCacheEventTimeCalled.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_37 = (
                        DashAndCacheEventTradeFailed.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_38 = (
                        DashAndCacheEventTradeOpened.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_39 = (
                        DashAndCacheEventTraded.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_40 = (
                        TableEventTurn.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_41 = (
                        DashAndCacheEventTurnPassed.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_42 = (
                        DashAndCacheEventVictoryCalled.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_event_type_43 = (
                        DashAndCacheEventVoteCounted.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_event_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dash_and_cache_event_type_44 = (
                    DashAndCacheEventYourBallot.from_dict(data)
                )

                return componentsschemas_dash_and_cache_event_type_44

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        game_type = cast(Literal["dash_and_cache"], d.pop("game_type"))
        if game_type != "dash_and_cache":
            raise ValueError(
                f"game_type must match const 'dash_and_cache', got '{game_type}'"
            )

        def _parse_legal_moves(
            data: object,
        ) -> (
            list[
                DashAndCacheMoveAmendDeal
                | DashAndCacheMoveAuctionLot
                | DashAndCacheMoveBid
                | DashAndCacheMoveBreakTie
                | DashAndCacheMoveChallenge
                | DashAndCacheMoveChooseOpponent
                | DashAndCacheMoveChoosePartner
                | DashAndCacheMoveClaim
                | DashAndCacheMoveDecline
                | DashAndCacheMoveGrab
                | DashAndCacheMoveJunk
                | DashAndCacheMoveNoChallenge
                | DashAndCacheMoveReturnHome
                | DashAndCacheMoveRoll
                | DashAndCacheMoveShakeHands
                | DashAndCacheMoveStandFirm
                | DashAndCacheMoveSteal
                | DashAndCacheMoveStopBidding
                | DashAndCacheMoveStopClaiming
                | DashAndCacheMoveSwitch
                | DashAndCacheMoveTakeCommission
                | DashAndCacheMoveVote
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
                        DashAndCacheMoveAmendDeal
                        | DashAndCacheMoveAuctionLot
                        | DashAndCacheMoveBid
                        | DashAndCacheMoveBreakTie
                        | DashAndCacheMoveChallenge
                        | DashAndCacheMoveChooseOpponent
                        | DashAndCacheMoveChoosePartner
                        | DashAndCacheMoveClaim
                        | DashAndCacheMoveDecline
                        | DashAndCacheMoveGrab
                        | DashAndCacheMoveJunk
                        | DashAndCacheMoveNoChallenge
                        | DashAndCacheMoveReturnHome
                        | DashAndCacheMoveRoll
                        | DashAndCacheMoveShakeHands
                        | DashAndCacheMoveStandFirm
                        | DashAndCacheMoveSteal
                        | DashAndCacheMoveStopBidding
                        | DashAndCacheMoveStopClaiming
                        | DashAndCacheMoveSwitch
                        | DashAndCacheMoveTakeCommission
                        | DashAndCacheMoveVote
                    ):
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dash_and_cache_move_type_0 = (
                                DashAndCacheMoveAmendDeal.from_dict(data)
                            )

                            return componentsschemas_dash_and_cache_move_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dash_and_cache_move_type_1 = (
                                DashAndCacheMoveAuctionLot.from_dict(data)
                            )

                            return componentsschemas_dash_and_cache_move_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dash_and_cache_move_type_2 = (
                                DashAndCacheMoveBid.from_dict(data)
                            )

                            return componentsschemas_dash_and_cache_move_type_2
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dash_and_cache_move_type_3 = (
                                DashAndCacheMoveBreakTie.from_dict(data)
                            )

                            return componentsschemas_dash_and_cache_move_type_3
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dash_and_cache_move_type_4 = (
                                DashAndCacheMoveChallenge.from_dict(data)
                            )

                            return componentsschemas_dash_and_cache_move_type_4
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dash_and_cache_move_type_5 = (
                                DashAndCacheMoveChooseOpponent.from_dict(data)
                            )

                            return componentsschemas_dash_and_cache_move_type_5
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dash_and_cache_move_type_6 = (
                                DashAndCacheMoveChoosePartner.from_dict(data)
                            )

                            return componentsschemas_dash_and_cache_move_type_6
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dash_and_cache_move_type_7 = (
                                DashAndCacheMoveClaim.from_dict(data)
                            )

                            return componentsschemas_dash_and_cache_move_type_7
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dash_and_cache_move_type_8 = (
                                DashAndCacheMoveDecline.from_dict(data)
                            )

                            return componentsschemas_dash_and_cache_move_type_8
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dash_and_cache_move_type_9 = (
                                DashAndCacheMoveGrab.from_dict(data)
                            )

                            return componentsschemas_dash_and_cache_move_type_9
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dash_and_cache_move_type_10 = (
                                DashAndCacheMoveJunk.from_dict(data)
                            )

                            return componentsschemas_dash_and_cache_move_type_10
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dash_and_cache_move_type_11 = (
                                DashAndCacheMoveNoChallenge.from_dict(data)
                            )

                            return componentsschemas_dash_and_cache_move_type_11
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dash_and_cache_move_type_12 = (
                                DashAndCacheMoveReturnHome.from_dict(data)
                            )

                            return componentsschemas_dash_and_cache_move_type_12
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dash_and_cache_move_type_13 = (
                                DashAndCacheMoveRoll.from_dict(data)
                            )

                            return componentsschemas_dash_and_cache_move_type_13
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dash_and_cache_move_type_14 = (
                                DashAndCacheMoveShakeHands.from_dict(data)
                            )

                            return componentsschemas_dash_and_cache_move_type_14
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dash_and_cache_move_type_15 = (
                                DashAndCacheMoveStandFirm.from_dict(data)
                            )

                            return componentsschemas_dash_and_cache_move_type_15
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dash_and_cache_move_type_16 = (
                                DashAndCacheMoveSteal.from_dict(data)
                            )

                            return componentsschemas_dash_and_cache_move_type_16
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dash_and_cache_move_type_17 = (
                                DashAndCacheMoveStopBidding.from_dict(data)
                            )

                            return componentsschemas_dash_and_cache_move_type_17
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dash_and_cache_move_type_18 = (
                                DashAndCacheMoveStopClaiming.from_dict(data)
                            )

                            return componentsschemas_dash_and_cache_move_type_18
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dash_and_cache_move_type_19 = (
                                DashAndCacheMoveSwitch.from_dict(data)
                            )

                            return componentsschemas_dash_and_cache_move_type_19
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_dash_and_cache_move_type_20 = (
                                DashAndCacheMoveTakeCommission.from_dict(data)
                            )

                            return componentsschemas_dash_and_cache_move_type_20
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_dash_and_cache_move_type_21 = (
                            DashAndCacheMoveVote.from_dict(data)
                        )

                        return componentsschemas_dash_and_cache_move_type_21

                    legal_moves_type_0_item = _parse_legal_moves_type_0_item(
                        legal_moves_type_0_item_data
                    )

                    legal_moves_type_0.append(legal_moves_type_0_item)

                return legal_moves_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[
                    DashAndCacheMoveAmendDeal
                    | DashAndCacheMoveAuctionLot
                    | DashAndCacheMoveBid
                    | DashAndCacheMoveBreakTie
                    | DashAndCacheMoveChallenge
                    | DashAndCacheMoveChooseOpponent
                    | DashAndCacheMoveChoosePartner
                    | DashAndCacheMoveClaim
                    | DashAndCacheMoveDecline
                    | DashAndCacheMoveGrab
                    | DashAndCacheMoveJunk
                    | DashAndCacheMoveNoChallenge
                    | DashAndCacheMoveReturnHome
                    | DashAndCacheMoveRoll
                    | DashAndCacheMoveShakeHands
                    | DashAndCacheMoveStandFirm
                    | DashAndCacheMoveSteal
                    | DashAndCacheMoveStopBidding
                    | DashAndCacheMoveStopClaiming
                    | DashAndCacheMoveSwitch
                    | DashAndCacheMoveTakeCommission
                    | DashAndCacheMoveVote
                ]
                | None,
                data,
            )

        legal_moves = _parse_legal_moves(d.pop("legal_moves"))

        status = DashAndCacheMoveResultStatus(d.pop("status"))

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

        def _parse_view(data: object) -> DashAndCacheView | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0 = DashAndCacheView.from_dict(data)

                return view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DashAndCacheView | None | Unset, data)

        view = _parse_view(d.pop("view", UNSET))

        dash_and_cache_move_result = cls(
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

        return dash_and_cache_move_result
