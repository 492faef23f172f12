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
    from ..models.dash_and_cache_replay_move import DashAndCacheReplayMove
    from ..models.dash_and_cache_replay_options import DashAndCacheReplayOptions
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


T = TypeVar("T", bound="DashAndCacheReplay")


@_attrs_define
class DashAndCacheReplay:
    """A finished Dash and Cache game: the seed and everything that happened.

    Attributes:
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
            TableEventSeatResigned | TableEventSeatTaken | TableEventTurn]): The game's events (not the table's), in order.
        game_type (Literal['dash_and_cache']): The game's type.
        moves (list[DashAndCacheReplayMove]): Every step, in order.
        options (DashAndCacheReplayOptions): The game's options (the game type's `options`).
        outcome (None | Outcome):
        players (int):
        seed (str):
        seed_sha256 (str):
    """

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
    moves: list[DashAndCacheReplayMove]
    options: DashAndCacheReplayOptions
    outcome: None | Outcome
    players: int
    seed: str
    seed_sha256: str

    def to_dict(self) -> dict[str, Any]:
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
        from ..models.dash_and_cache_replay_move import DashAndCacheReplayMove
        from ..models.dash_and_cache_replay_options import DashAndCacheReplayOptions
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

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = DashAndCacheReplayMove.from_dict(moves_item_data)

            moves.append(moves_item)

        options = DashAndCacheReplayOptions.from_dict(d.pop("options"))

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

        dash_and_cache_replay = cls(
            events=events,
            game_type=game_type,
            moves=moves,
            options=options,
            outcome=outcome,
            players=players,
            seed=seed,
            seed_sha256=seed_sha256,
        )

        return dash_and_cache_replay
