"""Contains all the data models used in inputs/outputs"""

from .account_event_challenge_accepted import AccountEventChallengeAccepted
from .account_event_challenge_cancelled import AccountEventChallengeCancelled
from .account_event_challenge_declined import AccountEventChallengeDeclined
from .account_event_challenge_expired import AccountEventChallengeExpired
from .account_event_challenge_received import AccountEventChallengeReceived
from .account_event_challenge_sent import AccountEventChallengeSent
from .account_event_chat_message import AccountEventChatMessage
from .account_event_game_finished import AccountEventGameFinished
from .account_event_game_ongoing import AccountEventGameOngoing
from .account_event_game_started import AccountEventGameStarted
from .account_event_page import AccountEventPage
from .account_event_seek_removed import AccountEventSeekRemoved
from .account_event_token_revoked import AccountEventTokenRevoked
from .account_event_type import AccountEventType
from .account_event_webhook_disabled import AccountEventWebhookDisabled
from .account_event_your_turn import AccountEventYourTurn
from .challenge import Challenge
from .challenge_clock import ChallengeClock
from .challenge_create import ChallengeCreate
from .challenge_create_options import ChallengeCreateOptions
from .challenge_create_type import ChallengeCreateType
from .challenge_decline_reason import ChallengeDeclineReason
from .challenge_list import ChallengeList
from .challenge_options import ChallengeOptions
from .challenge_status import ChallengeStatus
from .challenger import Challenger
from .chat_message import ChatMessage
from .chat_message_data import ChatMessageData
from .chat_message_data_kind import ChatMessageDataKind
from .chat_message_kind import ChatMessageKind
from .chat_page import ChatPage
from .chat_page_phrases import ChatPagePhrases
from .chat_page_spectators import ChatPageSpectators
from .chat_post import ChatPost
from .chat_post_phrase import ChatPostPhrase
from .chat_preferences import ChatPreferences
from .chat_preferences_change import ChatPreferencesChange
from .chat_report import ChatReport
from .chat_report_list import ChatReportList
from .chat_settings import ChatSettings
from .chat_settings_spectators import ChatSettingsSpectators
from .clock import Clock
from .clock_on_expiry import ClockOnExpiry
from .clock_state import ClockState
from .clock_state_bank import ClockStateBank
from .clock_state_deadlines import ClockStateDeadlines
from .clock_state_on_expiry import ClockStateOnExpiry
from .clock_state_remaining import ClockStateRemaining
from .command_error import CommandError
from .command_error_details import CommandErrorDetails
from .dash_and_cache_auction import DashAndCacheAuction
from .dash_and_cache_auction_bids import DashAndCacheAuctionBids
from .dash_and_cache_auction_tie import DashAndCacheAuctionTie
from .dash_and_cache_auction_tie_bids import DashAndCacheAuctionTieBids
from .dash_and_cache_await_roll import DashAndCacheAwaitRoll
from .dash_and_cache_bot_seat import DashAndCacheBotSeat
from .dash_and_cache_bot_seat_level import DashAndCacheBotSeatLevel
from .dash_and_cache_challenge_penalty import DashAndCacheChallengePenalty
from .dash_and_cache_claim import DashAndCacheClaim
from .dash_and_cache_claim_chance import DashAndCacheClaimChance
from .dash_and_cache_clock import DashAndCacheClock
from .dash_and_cache_clock_bot_level import DashAndCacheClockBotLevel
from .dash_and_cache_clock_on_expiry import DashAndCacheClockOnExpiry
from .dash_and_cache_clock_other import DashAndCacheClockOther
from .dash_and_cache_commission import DashAndCacheCommission
from .dash_and_cache_counted_vote import DashAndCacheCountedVote
from .dash_and_cache_counted_vote_ballots import DashAndCacheCountedVoteBallots
from .dash_and_cache_event_auction_opened import DashAndCacheEventAuctionOpened
from .dash_and_cache_event_auction_tied import DashAndCacheEventAuctionTied
from .dash_and_cache_event_auction_unsold import DashAndCacheEventAuctionUnsold
from .dash_and_cache_event_auction_won import DashAndCacheEventAuctionWon
from .dash_and_cache_event_ballot_cast import DashAndCacheEventBallotCast
from .dash_and_cache_event_bid import DashAndCacheEventBid
from .dash_and_cache_event_card_read import DashAndCacheEventCardRead
from .dash_and_cache_event_challenged import DashAndCacheEventChallenged
from .dash_and_cache_event_claimed import DashAndCacheEventClaimed
from .dash_and_cache_event_commission_taken import DashAndCacheEventCommissionTaken
from .dash_and_cache_event_deal_amended import DashAndCacheEventDealAmended
from .dash_and_cache_event_declined import DashAndCacheEventDeclined
from .dash_and_cache_event_discard_pile_reshuffled import (
    DashAndCacheEventDiscardPileReshuffled,
)
from .dash_and_cache_event_game_won import DashAndCacheEventGameWon
from .dash_and_cache_event_goals_dealt import DashAndCacheEventGoalsDealt
from .dash_and_cache_event_grabbed import DashAndCacheEventGrabbed
from .dash_and_cache_event_hand_offered import DashAndCacheEventHandOffered
from .dash_and_cache_event_junked import DashAndCacheEventJunked
from .dash_and_cache_event_junked_reason import DashAndCacheEventJunkedReason
from .dash_and_cache_event_kept import DashAndCacheEventKept
from .dash_and_cache_event_no_challenge import DashAndCacheEventNoChallenge
from .dash_and_cache_event_record import DashAndCacheEventRecord
from .dash_and_cache_event_returned import DashAndCacheEventReturned
from .dash_and_cache_event_rolled import DashAndCacheEventRolled
from .dash_and_cache_event_rolled_face import DashAndCacheEventRolledFace
from .dash_and_cache_event_stolen import DashAndCacheEventStolen
from .dash_and_cache_event_stood_firm import DashAndCacheEventStoodFirm
from .dash_and_cache_event_stopped_bidding import DashAndCacheEventStoppedBidding
from .dash_and_cache_event_stopped_claiming import DashAndCacheEventStoppedClaiming
from .dash_and_cache_event_switched import DashAndCacheEventSwitched
from .dash_and_cache_event_tie_broken import DashAndCacheEventTieBroken
from .dash_and_cache_event_time_called import DashAndCacheEventTimeCalled
from .dash_and_cache_event_trade_failed import DashAndCacheEventTradeFailed
from .dash_and_cache_event_trade_opened import DashAndCacheEventTradeOpened
from .dash_and_cache_event_traded import DashAndCacheEventTraded
from .dash_and_cache_event_turn_passed import DashAndCacheEventTurnPassed
from .dash_and_cache_event_victory_called import DashAndCacheEventVictoryCalled
from .dash_and_cache_event_victory_called_matching import (
    DashAndCacheEventVictoryCalledMatching,
)
from .dash_and_cache_event_vote_counted import DashAndCacheEventVoteCounted
from .dash_and_cache_event_vote_counted_ballots import (
    DashAndCacheEventVoteCountedBallots,
)
from .dash_and_cache_event_your_ballot import DashAndCacheEventYourBallot
from .dash_and_cache_game_end import DashAndCacheGameEnd
from .dash_and_cache_game_end_reason import DashAndCacheGameEndReason
from .dash_and_cache_game_read import DashAndCacheGameRead
from .dash_and_cache_human_seat import DashAndCacheHumanSeat
from .dash_and_cache_hunt import DashAndCacheHunt
from .dash_and_cache_hunt_action import DashAndCacheHuntAction
from .dash_and_cache_legal_moves import DashAndCacheLegalMoves
from .dash_and_cache_lot_choice import DashAndCacheLotChoice
from .dash_and_cache_move_amend_deal import DashAndCacheMoveAmendDeal
from .dash_and_cache_move_auction_lot import DashAndCacheMoveAuctionLot
from .dash_and_cache_move_bid import DashAndCacheMoveBid
from .dash_and_cache_move_break_tie import DashAndCacheMoveBreakTie
from .dash_and_cache_move_challenge import DashAndCacheMoveChallenge
from .dash_and_cache_move_choose_opponent import DashAndCacheMoveChooseOpponent
from .dash_and_cache_move_choose_partner import DashAndCacheMoveChoosePartner
from .dash_and_cache_move_claim import DashAndCacheMoveClaim
from .dash_and_cache_move_decline import DashAndCacheMoveDecline
from .dash_and_cache_move_grab import DashAndCacheMoveGrab
from .dash_and_cache_move_junk import DashAndCacheMoveJunk
from .dash_and_cache_move_no_challenge import DashAndCacheMoveNoChallenge
from .dash_and_cache_move_result import DashAndCacheMoveResult
from .dash_and_cache_move_result_status import DashAndCacheMoveResultStatus
from .dash_and_cache_move_return_home import DashAndCacheMoveReturnHome
from .dash_and_cache_move_roll import DashAndCacheMoveRoll
from .dash_and_cache_move_shake_hands import DashAndCacheMoveShakeHands
from .dash_and_cache_move_stand_firm import DashAndCacheMoveStandFirm
from .dash_and_cache_move_steal import DashAndCacheMoveSteal
from .dash_and_cache_move_stop_bidding import DashAndCacheMoveStopBidding
from .dash_and_cache_move_stop_claiming import DashAndCacheMoveStopClaiming
from .dash_and_cache_move_switch import DashAndCacheMoveSwitch
from .dash_and_cache_move_take_commission import DashAndCacheMoveTakeCommission
from .dash_and_cache_move_vote import DashAndCacheMoveVote
from .dash_and_cache_new_game import DashAndCacheNewGame
from .dash_and_cache_new_game_options import DashAndCacheNewGameOptions
from .dash_and_cache_new_game_options_mode import DashAndCacheNewGameOptionsMode
from .dash_and_cache_new_seek import DashAndCacheNewSeek
from .dash_and_cache_new_seek_options import DashAndCacheNewSeekOptions
from .dash_and_cache_new_seek_options_mode import DashAndCacheNewSeekOptionsMode
from .dash_and_cache_objection import DashAndCacheObjection
from .dash_and_cache_opening_grab import DashAndCacheOpeningGrab
from .dash_and_cache_opponent_choice import DashAndCacheOpponentChoice
from .dash_and_cache_partner_choice import DashAndCachePartnerChoice
from .dash_and_cache_replay import DashAndCacheReplay
from .dash_and_cache_replay_move import DashAndCacheReplayMove
from .dash_and_cache_replay_move_actor import DashAndCacheReplayMoveActor
from .dash_and_cache_replay_options import DashAndCacheReplayOptions
from .dash_and_cache_room_item import DashAndCacheRoomItem
from .dash_and_cache_steal_choice import DashAndCacheStealChoice
from .dash_and_cache_switch_choice import DashAndCacheSwitchChoice
from .dash_and_cache_trade import DashAndCacheTrade
from .dash_and_cache_trade_forfeit import DashAndCacheTradeForfeit
from .dash_and_cache_turn_preview import DashAndCacheTurnPreview
from .dash_and_cache_turn_preview_stop import DashAndCacheTurnPreviewStop
from .dash_and_cache_victory_call import DashAndCacheVictoryCall
from .dash_and_cache_view import DashAndCacheView
from .dash_and_cache_view_item_names import DashAndCacheViewItemNames
from .dash_and_cache_view_last_roll import DashAndCacheViewLastRoll
from .dash_and_cache_view_mode import DashAndCacheViewMode
from .dash_and_cache_vote import DashAndCacheVote
from .dash_and_cache_your_turn_data import DashAndCacheYourTurnData
from .dc_dash_bot_seat import DcDashBotSeat
from .dc_dash_bot_seat_level import DcDashBotSeatLevel
from .dc_dash_clock import DcDashClock
from .dc_dash_clock_bot_level import DcDashClockBotLevel
from .dc_dash_clock_on_expiry import DcDashClockOnExpiry
from .dc_dash_disruption_view import DcDashDisruptionView
from .dc_dash_event_action_cards_drawn import DcDashEventActionCardsDrawn
from .dc_dash_event_action_deck_reshuffled import DcDashEventActionDeckReshuffled
from .dc_dash_event_card_played import DcDashEventCardPlayed
from .dc_dash_event_card_played_move import DcDashEventCardPlayedMove
from .dc_dash_event_detour import DcDashEventDetour
from .dc_dash_event_discard_due import DcDashEventDiscardDue
from .dc_dash_event_discarded_to_limit import DcDashEventDiscardedToLimit
from .dc_dash_event_disruption_ended import DcDashEventDisruptionEnded
from .dc_dash_event_disruption_placed import DcDashEventDisruptionPlaced
from .dc_dash_event_doors_closing_expired import DcDashEventDoorsClosingExpired
from .dc_dash_event_game_won import DcDashEventGameWon
from .dc_dash_event_hand_discarded import DcDashEventHandDiscarded
from .dc_dash_event_pawn_moved import DcDashEventPawnMoved
from .dc_dash_event_record import DcDashEventRecord
from .dc_dash_event_station_visited import DcDashEventStationVisited
from .dc_dash_event_stayed import DcDashEventStayed
from .dc_dash_event_you_drew_action_cards import DcDashEventYouDrewActionCards
from .dc_dash_event_your_detour import DcDashEventYourDetour
from .dc_dash_game_read import DcDashGameRead
from .dc_dash_human_seat import DcDashHumanSeat
from .dc_dash_legal_moves import DcDashLegalMoves
from .dc_dash_move_discard_hand import DcDashMoveDiscardHand
from .dc_dash_move_discard_to_limit import DcDashMoveDiscardToLimit
from .dc_dash_move_play_all_clear import DcDashMovePlayAllClear
from .dc_dash_move_play_bus import DcDashMovePlayBus
from .dc_dash_move_play_detour import DcDashMovePlayDetour
from .dc_dash_move_play_disruption import DcDashMovePlayDisruption
from .dc_dash_move_play_doors_closing import DcDashMovePlayDoorsClosing
from .dc_dash_move_play_draw import DcDashMovePlayDraw
from .dc_dash_move_play_push import DcDashMovePlayPush
from .dc_dash_move_play_ride import DcDashMovePlayRide
from .dc_dash_move_play_transfer_ride import DcDashMovePlayTransferRide
from .dc_dash_move_result import DcDashMoveResult
from .dc_dash_move_result_status import DcDashMoveResultStatus
from .dc_dash_move_stay import DcDashMoveStay
from .dc_dash_move_travel import DcDashMoveTravel
from .dc_dash_new_game import DcDashNewGame
from .dc_dash_new_game_options import DcDashNewGameOptions
from .dc_dash_new_game_options_first_player import DcDashNewGameOptionsFirstPlayer
from .dc_dash_new_game_options_network import DcDashNewGameOptionsNetwork
from .dc_dash_new_game_options_transfer_stations import (
    DcDashNewGameOptionsTransferStations,
)
from .dc_dash_new_seek import DcDashNewSeek
from .dc_dash_new_seek_options import DcDashNewSeekOptions
from .dc_dash_new_seek_options_first_player import DcDashNewSeekOptionsFirstPlayer
from .dc_dash_new_seek_options_network import DcDashNewSeekOptionsNetwork
from .dc_dash_new_seek_options_transfer_stations import (
    DcDashNewSeekOptionsTransferStations,
)
from .dc_dash_replay import DcDashReplay
from .dc_dash_replay_move import DcDashReplayMove
from .dc_dash_replay_move_actor import DcDashReplayMoveActor
from .dc_dash_replay_options import DcDashReplayOptions
from .dc_dash_rider_view import DcDashRiderView
from .dc_dash_rider_view_station_cards_by_jurisdiction import (
    DcDashRiderViewStationCardsByJurisdiction,
)
from .dc_dash_turn_preview import DcDashTurnPreview
from .dc_dash_turn_preview_stop import DcDashTurnPreviewStop
from .dc_dash_view import DcDashView
from .dc_dash_view_network import DcDashViewNetwork
from .dc_dash_view_phase import DcDashViewPhase
from .dc_dash_view_station_deck_by_jurisdiction import (
    DcDashViewStationDeckByJurisdiction,
)
from .dc_dash_view_transfer_stations import DcDashViewTransferStations
from .dc_dash_your_turn_data import DcDashYourTurnData
from .decline import Decline
from .decline_reason import DeclineReason
from .delivery import Delivery
from .delivery_event_type import DeliveryEventType
from .delivery_list import DeliveryList
from .dicey_curves_bot_seat import DiceyCurvesBotSeat
from .dicey_curves_bot_seat_level import DiceyCurvesBotSeatLevel
from .dicey_curves_car_view import DiceyCurvesCarView
from .dicey_curves_card_view import DiceyCurvesCardView
from .dicey_curves_clock import DiceyCurvesClock
from .dicey_curves_clock_bot_level import DiceyCurvesClockBotLevel
from .dicey_curves_clock_on_expiry import DiceyCurvesClockOnExpiry
from .dicey_curves_die_view import DiceyCurvesDieView
from .dicey_curves_die_view_color import DiceyCurvesDieViewColor
from .dicey_curves_drive_view import DiceyCurvesDriveView
from .dicey_curves_event_car_finished import DiceyCurvesEventCarFinished
from .dicey_curves_event_car_moved import DiceyCurvesEventCarMoved
from .dicey_curves_event_car_placed import DiceyCurvesEventCarPlaced
from .dicey_curves_event_card_discarded import DiceyCurvesEventCardDiscarded
from .dicey_curves_event_card_laid import DiceyCurvesEventCardLaid
from .dicey_curves_event_control_taken import DiceyCurvesEventControlTaken
from .dicey_curves_event_dice_rerolled import DiceyCurvesEventDiceRerolled
from .dicey_curves_event_dice_rolled import DiceyCurvesEventDiceRolled
from .dicey_curves_event_drive_ended import DiceyCurvesEventDriveEnded
from .dicey_curves_event_drive_started import DiceyCurvesEventDriveStarted
from .dicey_curves_event_green_added import DiceyCurvesEventGreenAdded
from .dicey_curves_event_green_set import DiceyCurvesEventGreenSet
from .dicey_curves_event_juke import DiceyCurvesEventJuke
from .dicey_curves_event_keep_going import DiceyCurvesEventKeepGoing
from .dicey_curves_event_race_over import DiceyCurvesEventRaceOver
from .dicey_curves_event_race_over_reason import DiceyCurvesEventRaceOverReason
from .dicey_curves_event_record import DiceyCurvesEventRecord
from .dicey_curves_event_turn_ended import DiceyCurvesEventTurnEnded
from .dicey_curves_event_turn_started import DiceyCurvesEventTurnStarted
from .dicey_curves_game_read import DiceyCurvesGameRead
from .dicey_curves_gate_view import DiceyCurvesGateView
from .dicey_curves_human_seat import DiceyCurvesHumanSeat
from .dicey_curves_legal_moves import DiceyCurvesLegalMoves
from .dicey_curves_move_add_green import DiceyCurvesMoveAddGreen
from .dicey_curves_move_drive import DiceyCurvesMoveDrive
from .dicey_curves_move_end_turn import DiceyCurvesMoveEndTurn
from .dicey_curves_move_juke import DiceyCurvesMoveJuke
from .dicey_curves_move_keep_going import DiceyCurvesMoveKeepGoing
from .dicey_curves_move_place_car import DiceyCurvesMovePlaceCar
from .dicey_curves_move_reroll import DiceyCurvesMoveReroll
from .dicey_curves_move_result import DiceyCurvesMoveResult
from .dicey_curves_move_result_status import DiceyCurvesMoveResultStatus
from .dicey_curves_move_set_green import DiceyCurvesMoveSetGreen
from .dicey_curves_move_step import DiceyCurvesMoveStep
from .dicey_curves_move_take_control import DiceyCurvesMoveTakeControl
from .dicey_curves_new_game import DiceyCurvesNewGame
from .dicey_curves_new_game_options import DiceyCurvesNewGameOptions
from .dicey_curves_new_seek import DiceyCurvesNewSeek
from .dicey_curves_new_seek_options import DiceyCurvesNewSeekOptions
from .dicey_curves_replay import DiceyCurvesReplay
from .dicey_curves_replay_move import DiceyCurvesReplayMove
from .dicey_curves_replay_move_actor import DiceyCurvesReplayMoveActor
from .dicey_curves_replay_options import DiceyCurvesReplayOptions
from .dicey_curves_space_view import DiceyCurvesSpaceView
from .dicey_curves_turn_preview import DiceyCurvesTurnPreview
from .dicey_curves_turn_preview_stop import DiceyCurvesTurnPreviewStop
from .dicey_curves_view import DiceyCurvesView
from .dicey_curves_view_end_reason import DiceyCurvesViewEndReason
from .dicey_curves_view_phase import DiceyCurvesViewPhase
from .dicey_curves_your_turn_data import DiceyCurvesYourTurnData
from .double_dash_board_view import DoubleDashBoardView
from .double_dash_bot_seat import DoubleDashBotSeat
from .double_dash_bot_seat_level import DoubleDashBotSeatLevel
from .double_dash_clock import DoubleDashClock
from .double_dash_clock_bot_level import DoubleDashClockBotLevel
from .double_dash_clock_on_expiry import DoubleDashClockOnExpiry
from .double_dash_event_dice_rolled import DoubleDashEventDiceRolled
from .double_dash_event_die_passed import DoubleDashEventDiePassed
from .double_dash_event_game_over import DoubleDashEventGameOver
from .double_dash_event_game_over_reason import DoubleDashEventGameOverReason
from .double_dash_event_piece_captured import DoubleDashEventPieceCaptured
from .double_dash_event_piece_moved import DoubleDashEventPieceMoved
from .double_dash_event_piece_moved_direction import DoubleDashEventPieceMovedDirection
from .double_dash_event_record import DoubleDashEventRecord
from .double_dash_event_seat_resigned import DoubleDashEventSeatResigned
from .double_dash_game_read import DoubleDashGameRead
from .double_dash_human_seat import DoubleDashHumanSeat
from .double_dash_legal_moves import DoubleDashLegalMoves
from .double_dash_move_dash import DoubleDashMoveDash
from .double_dash_move_dash_direction import DoubleDashMoveDashDirection
from .double_dash_move_move import DoubleDashMoveMove
from .double_dash_move_move_direction import DoubleDashMoveMoveDirection
from .double_dash_move_pass import DoubleDashMovePass
from .double_dash_move_result import DoubleDashMoveResult
from .double_dash_move_result_status import DoubleDashMoveResultStatus
from .double_dash_new_game import DoubleDashNewGame
from .double_dash_new_game_options import DoubleDashNewGameOptions
from .double_dash_new_seek import DoubleDashNewSeek
from .double_dash_new_seek_options import DoubleDashNewSeekOptions
from .double_dash_replay import DoubleDashReplay
from .double_dash_replay_move import DoubleDashReplayMove
from .double_dash_replay_move_actor import DoubleDashReplayMoveActor
from .double_dash_replay_options import DoubleDashReplayOptions
from .double_dash_turn_preview import DoubleDashTurnPreview
from .double_dash_turn_preview_stop import DoubleDashTurnPreviewStop
from .double_dash_view import DoubleDashView
from .double_dash_view_end_reason import DoubleDashViewEndReason
from .double_dash_view_moved_direction import DoubleDashViewMovedDirection
from .double_dash_your_turn_data import DoubleDashYourTurnData
from .error import Error
from .error_details import ErrorDetails
from .error_details_fields import ErrorDetailsFields
from .event_page import EventPage
from .flag_dash_bot_seat import FlagDashBotSeat
from .flag_dash_bot_seat_level import FlagDashBotSeatLevel
from .flag_dash_character_view import FlagDashCharacterView
from .flag_dash_clock import FlagDashClock
from .flag_dash_clock_bot_level import FlagDashClockBotLevel
from .flag_dash_clock_on_expiry import FlagDashClockOnExpiry
from .flag_dash_event_action import FlagDashEventAction
from .flag_dash_event_card_spied import FlagDashEventCardSpied
from .flag_dash_event_character_selected import FlagDashEventCharacterSelected
from .flag_dash_event_combo import FlagDashEventCombo
from .flag_dash_event_escaped_trap import FlagDashEventEscapedTrap
from .flag_dash_event_game_over import FlagDashEventGameOver
from .flag_dash_event_game_over_winner import FlagDashEventGameOverWinner
from .flag_dash_event_move_ended import FlagDashEventMoveEnded
from .flag_dash_event_plan_committed import FlagDashEventPlanCommitted
from .flag_dash_event_plan_revealed import FlagDashEventPlanRevealed
from .flag_dash_event_record import FlagDashEventRecord
from .flag_dash_event_round_ended import FlagDashEventRoundEnded
from .flag_dash_event_secret_tunnel import FlagDashEventSecretTunnel
from .flag_dash_event_setup_placed import FlagDashEventSetupPlaced
from .flag_dash_event_setup_ready import FlagDashEventSetupReady
from .flag_dash_event_setup_ready_team import FlagDashEventSetupReadyTeam
from .flag_dash_event_setup_revealed import FlagDashEventSetupRevealed
from .flag_dash_event_setup_revealed_characters import (
    FlagDashEventSetupRevealedCharacters,
)
from .flag_dash_event_spy_replaced import FlagDashEventSpyReplaced
from .flag_dash_event_team_plan import FlagDashEventTeamPlan
from .flag_dash_event_team_plan_plan_item import FlagDashEventTeamPlanPlanItem
from .flag_dash_event_tokens_revealed import FlagDashEventTokensRevealed
from .flag_dash_event_tokens_revealed_tokens import FlagDashEventTokensRevealedTokens
from .flag_dash_game_read import FlagDashGameRead
from .flag_dash_hand_view import FlagDashHandView
from .flag_dash_human_seat import FlagDashHumanSeat
from .flag_dash_layout import FlagDashLayout
from .flag_dash_legal_moves import FlagDashLegalMoves
from .flag_dash_move_boost import FlagDashMoveBoost
from .flag_dash_move_boost_direction import FlagDashMoveBoostDirection
from .flag_dash_move_chase import FlagDashMoveChase
from .flag_dash_move_chase_direction import FlagDashMoveChaseDirection
from .flag_dash_move_choose_first import FlagDashMoveChooseFirst
from .flag_dash_move_collect_flag import FlagDashMoveCollectFlag
from .flag_dash_move_combo import FlagDashMoveCombo
from .flag_dash_move_copy import FlagDashMoveCopy
from .flag_dash_move_dig import FlagDashMoveDig
from .flag_dash_move_drop_flag import FlagDashMoveDropFlag
from .flag_dash_move_end_turn import FlagDashMoveEndTurn
from .flag_dash_move_give_flag import FlagDashMoveGiveFlag
from .flag_dash_move_jump import FlagDashMoveJump
from .flag_dash_move_jump_direction import FlagDashMoveJumpDirection
from .flag_dash_move_lasso import FlagDashMoveLasso
from .flag_dash_move_pass_flags import FlagDashMovePassFlags
from .flag_dash_move_place import FlagDashMovePlace
from .flag_dash_move_plan import FlagDashMovePlan
from .flag_dash_move_push import FlagDashMovePush
from .flag_dash_move_push_bump import FlagDashMovePushBump
from .flag_dash_move_push_path_item import FlagDashMovePushPathItem
from .flag_dash_move_ready import FlagDashMoveReady
from .flag_dash_move_result import FlagDashMoveResult
from .flag_dash_move_result_status import FlagDashMoveResultStatus
from .flag_dash_move_run import FlagDashMoveRun
from .flag_dash_move_run_direction import FlagDashMoveRunDirection
from .flag_dash_move_secret_tunnel import FlagDashMoveSecretTunnel
from .flag_dash_move_select import FlagDashMoveSelect
from .flag_dash_move_set_trap import FlagDashMoveSetTrap
from .flag_dash_move_skip import FlagDashMoveSkip
from .flag_dash_move_spy import FlagDashMoveSpy
from .flag_dash_move_spy_replace import FlagDashMoveSpyReplace
from .flag_dash_move_take_flag import FlagDashMoveTakeFlag
from .flag_dash_move_tunnel import FlagDashMoveTunnel
from .flag_dash_move_tunnel_bump import FlagDashMoveTunnelBump
from .flag_dash_new_game import FlagDashNewGame
from .flag_dash_new_game_options import FlagDashNewGameOptions
from .flag_dash_new_game_options_board import FlagDashNewGameOptionsBoard
from .flag_dash_new_game_options_first_tiebreak import (
    FlagDashNewGameOptionsFirstTiebreak,
)
from .flag_dash_new_game_options_mode import FlagDashNewGameOptionsMode
from .flag_dash_new_game_options_red_defender import FlagDashNewGameOptionsRedDefender
from .flag_dash_new_game_options_white_defender import (
    FlagDashNewGameOptionsWhiteDefender,
)
from .flag_dash_new_seek import FlagDashNewSeek
from .flag_dash_new_seek_options import FlagDashNewSeekOptions
from .flag_dash_new_seek_options_board import FlagDashNewSeekOptionsBoard
from .flag_dash_new_seek_options_first_tiebreak import (
    FlagDashNewSeekOptionsFirstTiebreak,
)
from .flag_dash_new_seek_options_mode import FlagDashNewSeekOptionsMode
from .flag_dash_new_seek_options_red_defender import FlagDashNewSeekOptionsRedDefender
from .flag_dash_new_seek_options_white_defender import (
    FlagDashNewSeekOptionsWhiteDefender,
)
from .flag_dash_replay import FlagDashReplay
from .flag_dash_replay_move import FlagDashReplayMove
from .flag_dash_replay_move_actor import FlagDashReplayMoveActor
from .flag_dash_replay_options import FlagDashReplayOptions
from .flag_dash_slot_view import FlagDashSlotView
from .flag_dash_turn import FlagDashTurn
from .flag_dash_turn_preview import FlagDashTurnPreview
from .flag_dash_turn_preview_stop import FlagDashTurnPreviewStop
from .flag_dash_turn_stage import FlagDashTurnStage
from .flag_dash_view import FlagDashView
from .flag_dash_view_phase import FlagDashViewPhase
from .flag_dash_your_turn_data import FlagDashYourTurnData
from .game_components import GameComponents
from .game_created import GameCreated
from .game_created_options import GameCreatedOptions
from .game_created_status import GameCreatedStatus
from .game_finished_data import GameFinishedData
from .game_finished_data_result import GameFinishedDataResult
from .game_ongoing_data import GameOngoingData
from .game_option import GameOption
from .game_started_data import GameStartedData
from .game_summary import GameSummary
from .game_summary_options import GameSummaryOptions
from .game_summary_status import GameSummaryStatus
from .game_type import GameType
from .game_type_bot_level_aliases import GameTypeBotLevelAliases
from .game_type_bot_level_ratings import GameTypeBotLevelRatings
from .game_type_list import GameTypeList
from .game_type_move_schemas import GameTypeMoveSchemas
from .game_type_move_schemas_additional_property import (
    GameTypeMoveSchemasAdditionalProperty,
)
from .game_type_view_schema import GameTypeViewSchema
from .get_leaderboard_bots import GetLeaderboardBots
from .get_player_ratings_type import GetPlayerRatingsType
from .health import Health
from .health_checks import HealthChecks
from .join import Join
from .leaderboard import Leaderboard
from .leaderboard_bots import LeaderboardBots
from .level_rating import LevelRating
from .list_games_status import ListGamesStatus
from .list_games_type import ListGamesType
from .list_my_games_result import ListMyGamesResult
from .list_my_games_status import ListMyGamesStatus
from .list_my_games_type import ListMyGamesType
from .list_seeks_type import ListSeeksType
from .list_tournaments_status import ListTournamentsStatus
from .lobby import Lobby
from .me import Me
from .me_scopes_item import MeScopesItem
from .mover_clock import MoverClock
from .mute import Mute
from .my_game import MyGame
from .my_game_options import MyGameOptions
from .my_game_result import MyGameResult
from .my_game_status import MyGameStatus
from .my_games import MyGames
from .outcome import Outcome
from .outcome_reason import OutcomeReason
from .pagination_metadata import PaginationMetadata
from .player import Player
from .player_create import PlayerCreate
from .player_create_accepts_item import PlayerCreateAcceptsItem
from .player_created import PlayerCreated
from .player_created_scopes_item import PlayerCreatedScopesItem
from .player_ratings import PlayerRatings
from .preferences import Preferences
from .preferences_change import PreferencesChange
from .presence import Presence
from .preview_turn_body import PreviewTurnBody
from .quiet_hours import QuietHours
from .quiet_hours_state import QuietHoursState
from .rating import Rating
from .rating_change import RatingChange
from .rating_history_entry import RatingHistoryEntry
from .replay_frame import ReplayFrame
from .replay_frame_actor import ReplayFrameActor
from .replay_frames import ReplayFrames
from .report import Report
from .ruling import Ruling
from .ruling_basis import RulingBasis
from .score_direction import ScoreDirection
from .seat_info import SeatInfo
from .seat_info_kind import SeatInfoKind
from .seat_presence import SeatPresence
from .seek import Seek
from .seek_clock import SeekClock
from .seek_list import SeekList
from .seek_options import SeekOptions
from .seek_removed_data import SeekRemovedData
from .seek_status import SeekStatus
from .standing import Standing
from .standings_page import StandingsPage
from .started_seat import StartedSeat
from .subscribe import Subscribe
from .subscription import Subscription
from .subscription_keys import SubscriptionKeys
from .subscription_list import SubscriptionList
from .table_event_clock import TableEventClock
from .table_event_clock_deadlines import TableEventClockDeadlines
from .table_event_clock_expired import TableEventClockExpired
from .table_event_clock_expired_on_expiry import TableEventClockExpiredOnExpiry
from .table_event_clock_remaining import TableEventClockRemaining
from .table_event_game_finished import TableEventGameFinished
from .table_event_game_started import TableEventGameStarted
from .table_event_seat_left import TableEventSeatLeft
from .table_event_seat_reclaimed import TableEventSeatReclaimed
from .table_event_seat_resigned import TableEventSeatResigned
from .table_event_seat_taken import TableEventSeatTaken
from .table_event_turn import TableEventTurn
from .tie_breaks import TieBreaks
from .timer import Timer
from .token import Token
from .token_create import TokenCreate
from .token_create_scopes_item import TokenCreateScopesItem
from .token_created import TokenCreated
from .token_created_scopes_item import TokenCreatedScopesItem
from .token_list import TokenList
from .token_revoked_data import TokenRevokedData
from .token_scopes_item import TokenScopesItem
from .tournament import Tournament
from .tournament_clock import TournamentClock
from .tournament_create import TournamentCreate
from .tournament_create_format import TournamentCreateFormat
from .tournament_create_options import TournamentCreateOptions
from .tournament_create_type import TournamentCreateType
from .tournament_event import TournamentEvent
from .tournament_event_data import TournamentEventData
from .tournament_event_page import TournamentEventPage
from .tournament_event_type import TournamentEventType
from .tournament_format import TournamentFormat
from .tournament_list import TournamentList
from .tournament_options import TournamentOptions
from .tournament_status import TournamentStatus
from .turn_clock import TurnClock
from .vacation import Vacation
from .vacation_change import VacationChange
from .vapid_key import VapidKey
from .webhook import Webhook
from .webhook_create import WebhookCreate
from .webhook_create_events_item import WebhookCreateEventsItem
from .webhook_created import WebhookCreated
from .webhook_created_events_item import WebhookCreatedEventsItem
from .webhook_created_status import WebhookCreatedStatus
from .webhook_disabled_data import WebhookDisabledData
from .webhook_events_item import WebhookEventsItem
from .webhook_list import WebhookList
from .webhook_status import WebhookStatus

__all__ = (
    "AccountEventChallengeAccepted",
    "AccountEventChallengeCancelled",
    "AccountEventChallengeDeclined",
    "AccountEventChallengeExpired",
    "AccountEventChallengeReceived",
    "AccountEventChallengeSent",
    "AccountEventChatMessage",
    "AccountEventGameFinished",
    "AccountEventGameOngoing",
    "AccountEventGameStarted",
    "AccountEventPage",
    "AccountEventSeekRemoved",
    "AccountEventTokenRevoked",
    "AccountEventType",
    "AccountEventWebhookDisabled",
    "AccountEventYourTurn",
    "Challenge",
    "ChallengeClock",
    "ChallengeCreate",
    "ChallengeCreateOptions",
    "ChallengeCreateType",
    "ChallengeDeclineReason",
    "ChallengeList",
    "ChallengeOptions",
    "ChallengeStatus",
    "Challenger",
    "ChatMessage",
    "ChatMessageData",
    "ChatMessageDataKind",
    "ChatMessageKind",
    "ChatPage",
    "ChatPagePhrases",
    "ChatPageSpectators",
    "ChatPost",
    "ChatPostPhrase",
    "ChatPreferences",
    "ChatPreferencesChange",
    "ChatReport",
    "ChatReportList",
    "ChatSettings",
    "ChatSettingsSpectators",
    "Clock",
    "ClockOnExpiry",
    "ClockState",
    "ClockStateBank",
    "ClockStateDeadlines",
    "ClockStateOnExpiry",
    "ClockStateRemaining",
    "CommandError",
    "CommandErrorDetails",
    "DashAndCacheAuction",
    "DashAndCacheAuctionBids",
    "DashAndCacheAuctionTie",
    "DashAndCacheAuctionTieBids",
    "DashAndCacheAwaitRoll",
    "DashAndCacheBotSeat",
    "DashAndCacheBotSeatLevel",
    "DashAndCacheChallengePenalty",
    "DashAndCacheClaim",
    "DashAndCacheClaimChance",
    "DashAndCacheClock",
    "DashAndCacheClockBotLevel",
    "DashAndCacheClockOnExpiry",
    "DashAndCacheClockOther",
    "DashAndCacheCommission",
    "DashAndCacheCountedVote",
    "DashAndCacheCountedVoteBallots",
    "DashAndCacheEventAuctionOpened",
    "DashAndCacheEventAuctionTied",
    "DashAndCacheEventAuctionUnsold",
    "DashAndCacheEventAuctionWon",
    "DashAndCacheEventBallotCast",
    "DashAndCacheEventBid",
    "DashAndCacheEventCardRead",
    "DashAndCacheEventChallenged",
    "DashAndCacheEventClaimed",
    "DashAndCacheEventCommissionTaken",
    "DashAndCacheEventDealAmended",
    "DashAndCacheEventDeclined",
    "DashAndCacheEventDiscardPileReshuffled",
    "DashAndCacheEventGameWon",
    "DashAndCacheEventGoalsDealt",
    "DashAndCacheEventGrabbed",
    "DashAndCacheEventHandOffered",
    "DashAndCacheEventJunked",
    "DashAndCacheEventJunkedReason",
    "DashAndCacheEventKept",
    "DashAndCacheEventNoChallenge",
    "DashAndCacheEventRecord",
    "DashAndCacheEventReturned",
    "DashAndCacheEventRolled",
    "DashAndCacheEventRolledFace",
    "DashAndCacheEventStolen",
    "DashAndCacheEventStoodFirm",
    "DashAndCacheEventStoppedBidding",
    "DashAndCacheEventStoppedClaiming",
    "DashAndCacheEventSwitched",
    "DashAndCacheEventTieBroken",
    "DashAndCacheEventTimeCalled",
    "DashAndCacheEventTradeFailed",
    "DashAndCacheEventTradeOpened",
    "DashAndCacheEventTraded",
    "DashAndCacheEventTurnPassed",
    "DashAndCacheEventVictoryCalled",
    "DashAndCacheEventVictoryCalledMatching",
    "DashAndCacheEventVoteCounted",
    "DashAndCacheEventVoteCountedBallots",
    "DashAndCacheEventYourBallot",
    "DashAndCacheGameEnd",
    "DashAndCacheGameEndReason",
    "DashAndCacheGameRead",
    "DashAndCacheHumanSeat",
    "DashAndCacheHunt",
    "DashAndCacheHuntAction",
    "DashAndCacheLegalMoves",
    "DashAndCacheLotChoice",
    "DashAndCacheMoveAmendDeal",
    "DashAndCacheMoveAuctionLot",
    "DashAndCacheMoveBid",
    "DashAndCacheMoveBreakTie",
    "DashAndCacheMoveChallenge",
    "DashAndCacheMoveChooseOpponent",
    "DashAndCacheMoveChoosePartner",
    "DashAndCacheMoveClaim",
    "DashAndCacheMoveDecline",
    "DashAndCacheMoveGrab",
    "DashAndCacheMoveJunk",
    "DashAndCacheMoveNoChallenge",
    "DashAndCacheMoveResult",
    "DashAndCacheMoveResultStatus",
    "DashAndCacheMoveReturnHome",
    "DashAndCacheMoveRoll",
    "DashAndCacheMoveShakeHands",
    "DashAndCacheMoveStandFirm",
    "DashAndCacheMoveSteal",
    "DashAndCacheMoveStopBidding",
    "DashAndCacheMoveStopClaiming",
    "DashAndCacheMoveSwitch",
    "DashAndCacheMoveTakeCommission",
    "DashAndCacheMoveVote",
    "DashAndCacheNewGame",
    "DashAndCacheNewGameOptions",
    "DashAndCacheNewGameOptionsMode",
    "DashAndCacheNewSeek",
    "DashAndCacheNewSeekOptions",
    "DashAndCacheNewSeekOptionsMode",
    "DashAndCacheObjection",
    "DashAndCacheOpeningGrab",
    "DashAndCacheOpponentChoice",
    "DashAndCachePartnerChoice",
    "DashAndCacheReplay",
    "DashAndCacheReplayMove",
    "DashAndCacheReplayMoveActor",
    "DashAndCacheReplayOptions",
    "DashAndCacheRoomItem",
    "DashAndCacheStealChoice",
    "DashAndCacheSwitchChoice",
    "DashAndCacheTrade",
    "DashAndCacheTradeForfeit",
    "DashAndCacheTurnPreview",
    "DashAndCacheTurnPreviewStop",
    "DashAndCacheVictoryCall",
    "DashAndCacheView",
    "DashAndCacheViewItemNames",
    "DashAndCacheViewLastRoll",
    "DashAndCacheViewMode",
    "DashAndCacheVote",
    "DashAndCacheYourTurnData",
    "DcDashBotSeat",
    "DcDashBotSeatLevel",
    "DcDashClock",
    "DcDashClockBotLevel",
    "DcDashClockOnExpiry",
    "DcDashDisruptionView",
    "DcDashEventActionCardsDrawn",
    "DcDashEventActionDeckReshuffled",
    "DcDashEventCardPlayed",
    "DcDashEventCardPlayedMove",
    "DcDashEventDetour",
    "DcDashEventDiscardDue",
    "DcDashEventDiscardedToLimit",
    "DcDashEventDisruptionEnded",
    "DcDashEventDisruptionPlaced",
    "DcDashEventDoorsClosingExpired",
    "DcDashEventGameWon",
    "DcDashEventHandDiscarded",
    "DcDashEventPawnMoved",
    "DcDashEventRecord",
    "DcDashEventStationVisited",
    "DcDashEventStayed",
    "DcDashEventYouDrewActionCards",
    "DcDashEventYourDetour",
    "DcDashGameRead",
    "DcDashHumanSeat",
    "DcDashLegalMoves",
    "DcDashMoveDiscardHand",
    "DcDashMoveDiscardToLimit",
    "DcDashMovePlayAllClear",
    "DcDashMovePlayBus",
    "DcDashMovePlayDetour",
    "DcDashMovePlayDisruption",
    "DcDashMovePlayDoorsClosing",
    "DcDashMovePlayDraw",
    "DcDashMovePlayPush",
    "DcDashMovePlayRide",
    "DcDashMovePlayTransferRide",
    "DcDashMoveResult",
    "DcDashMoveResultStatus",
    "DcDashMoveStay",
    "DcDashMoveTravel",
    "DcDashNewGame",
    "DcDashNewGameOptions",
    "DcDashNewGameOptionsFirstPlayer",
    "DcDashNewGameOptionsNetwork",
    "DcDashNewGameOptionsTransferStations",
    "DcDashNewSeek",
    "DcDashNewSeekOptions",
    "DcDashNewSeekOptionsFirstPlayer",
    "DcDashNewSeekOptionsNetwork",
    "DcDashNewSeekOptionsTransferStations",
    "DcDashReplay",
    "DcDashReplayMove",
    "DcDashReplayMoveActor",
    "DcDashReplayOptions",
    "DcDashRiderView",
    "DcDashRiderViewStationCardsByJurisdiction",
    "DcDashTurnPreview",
    "DcDashTurnPreviewStop",
    "DcDashView",
    "DcDashViewNetwork",
    "DcDashViewPhase",
    "DcDashViewStationDeckByJurisdiction",
    "DcDashViewTransferStations",
    "DcDashYourTurnData",
    "Decline",
    "DeclineReason",
    "Delivery",
    "DeliveryEventType",
    "DeliveryList",
    "DiceyCurvesBotSeat",
    "DiceyCurvesBotSeatLevel",
    "DiceyCurvesCarView",
    "DiceyCurvesCardView",
    "DiceyCurvesClock",
    "DiceyCurvesClockBotLevel",
    "DiceyCurvesClockOnExpiry",
    "DiceyCurvesDieView",
    "DiceyCurvesDieViewColor",
    "DiceyCurvesDriveView",
    "DiceyCurvesEventCarFinished",
    "DiceyCurvesEventCarMoved",
    "DiceyCurvesEventCarPlaced",
    "DiceyCurvesEventCardDiscarded",
    "DiceyCurvesEventCardLaid",
    "DiceyCurvesEventControlTaken",
    "DiceyCurvesEventDiceRerolled",
    "DiceyCurvesEventDiceRolled",
    "DiceyCurvesEventDriveEnded",
    "DiceyCurvesEventDriveStarted",
    "DiceyCurvesEventGreenAdded",
    "DiceyCurvesEventGreenSet",
    "DiceyCurvesEventJuke",
    "DiceyCurvesEventKeepGoing",
    "DiceyCurvesEventRaceOver",
    "DiceyCurvesEventRaceOverReason",
    "DiceyCurvesEventRecord",
    "DiceyCurvesEventTurnEnded",
    "DiceyCurvesEventTurnStarted",
    "DiceyCurvesGameRead",
    "DiceyCurvesGateView",
    "DiceyCurvesHumanSeat",
    "DiceyCurvesLegalMoves",
    "DiceyCurvesMoveAddGreen",
    "DiceyCurvesMoveDrive",
    "DiceyCurvesMoveEndTurn",
    "DiceyCurvesMoveJuke",
    "DiceyCurvesMoveKeepGoing",
    "DiceyCurvesMovePlaceCar",
    "DiceyCurvesMoveReroll",
    "DiceyCurvesMoveResult",
    "DiceyCurvesMoveResultStatus",
    "DiceyCurvesMoveSetGreen",
    "DiceyCurvesMoveStep",
    "DiceyCurvesMoveTakeControl",
    "DiceyCurvesNewGame",
    "DiceyCurvesNewGameOptions",
    "DiceyCurvesNewSeek",
    "DiceyCurvesNewSeekOptions",
    "DiceyCurvesReplay",
    "DiceyCurvesReplayMove",
    "DiceyCurvesReplayMoveActor",
    "DiceyCurvesReplayOptions",
    "DiceyCurvesSpaceView",
    "DiceyCurvesTurnPreview",
    "DiceyCurvesTurnPreviewStop",
    "DiceyCurvesView",
    "DiceyCurvesViewEndReason",
    "DiceyCurvesViewPhase",
    "DiceyCurvesYourTurnData",
    "DoubleDashBoardView",
    "DoubleDashBotSeat",
    "DoubleDashBotSeatLevel",
    "DoubleDashClock",
    "DoubleDashClockBotLevel",
    "DoubleDashClockOnExpiry",
    "DoubleDashEventDiceRolled",
    "DoubleDashEventDiePassed",
    "DoubleDashEventGameOver",
    "DoubleDashEventGameOverReason",
    "DoubleDashEventPieceCaptured",
    "DoubleDashEventPieceMoved",
    "DoubleDashEventPieceMovedDirection",
    "DoubleDashEventRecord",
    "DoubleDashEventSeatResigned",
    "DoubleDashGameRead",
    "DoubleDashHumanSeat",
    "DoubleDashLegalMoves",
    "DoubleDashMoveDash",
    "DoubleDashMoveDashDirection",
    "DoubleDashMoveMove",
    "DoubleDashMoveMoveDirection",
    "DoubleDashMovePass",
    "DoubleDashMoveResult",
    "DoubleDashMoveResultStatus",
    "DoubleDashNewGame",
    "DoubleDashNewGameOptions",
    "DoubleDashNewSeek",
    "DoubleDashNewSeekOptions",
    "DoubleDashReplay",
    "DoubleDashReplayMove",
    "DoubleDashReplayMoveActor",
    "DoubleDashReplayOptions",
    "DoubleDashTurnPreview",
    "DoubleDashTurnPreviewStop",
    "DoubleDashView",
    "DoubleDashViewEndReason",
    "DoubleDashViewMovedDirection",
    "DoubleDashYourTurnData",
    "Error",
    "ErrorDetails",
    "ErrorDetailsFields",
    "EventPage",
    "FlagDashBotSeat",
    "FlagDashBotSeatLevel",
    "FlagDashCharacterView",
    "FlagDashClock",
    "FlagDashClockBotLevel",
    "FlagDashClockOnExpiry",
    "FlagDashEventAction",
    "FlagDashEventCardSpied",
    "FlagDashEventCharacterSelected",
    "FlagDashEventCombo",
    "FlagDashEventEscapedTrap",
    "FlagDashEventGameOver",
    "FlagDashEventGameOverWinner",
    "FlagDashEventMoveEnded",
    "FlagDashEventPlanCommitted",
    "FlagDashEventPlanRevealed",
    "FlagDashEventRecord",
    "FlagDashEventRoundEnded",
    "FlagDashEventSecretTunnel",
    "FlagDashEventSetupPlaced",
    "FlagDashEventSetupReady",
    "FlagDashEventSetupReadyTeam",
    "FlagDashEventSetupRevealed",
    "FlagDashEventSetupRevealedCharacters",
    "FlagDashEventSpyReplaced",
    "FlagDashEventTeamPlan",
    "FlagDashEventTeamPlanPlanItem",
    "FlagDashEventTokensRevealed",
    "FlagDashEventTokensRevealedTokens",
    "FlagDashGameRead",
    "FlagDashHandView",
    "FlagDashHumanSeat",
    "FlagDashLayout",
    "FlagDashLegalMoves",
    "FlagDashMoveBoost",
    "FlagDashMoveBoostDirection",
    "FlagDashMoveChase",
    "FlagDashMoveChaseDirection",
    "FlagDashMoveChooseFirst",
    "FlagDashMoveCollectFlag",
    "FlagDashMoveCombo",
    "FlagDashMoveCopy",
    "FlagDashMoveDig",
    "FlagDashMoveDropFlag",
    "FlagDashMoveEndTurn",
    "FlagDashMoveGiveFlag",
    "FlagDashMoveJump",
    "FlagDashMoveJumpDirection",
    "FlagDashMoveLasso",
    "FlagDashMovePassFlags",
    "FlagDashMovePlace",
    "FlagDashMovePlan",
    "FlagDashMovePush",
    "FlagDashMovePushBump",
    "FlagDashMovePushPathItem",
    "FlagDashMoveReady",
    "FlagDashMoveResult",
    "FlagDashMoveResultStatus",
    "FlagDashMoveRun",
    "FlagDashMoveRunDirection",
    "FlagDashMoveSecretTunnel",
    "FlagDashMoveSelect",
    "FlagDashMoveSetTrap",
    "FlagDashMoveSkip",
    "FlagDashMoveSpy",
    "FlagDashMoveSpyReplace",
    "FlagDashMoveTakeFlag",
    "FlagDashMoveTunnel",
    "FlagDashMoveTunnelBump",
    "FlagDashNewGame",
    "FlagDashNewGameOptions",
    "FlagDashNewGameOptionsBoard",
    "FlagDashNewGameOptionsFirstTiebreak",
    "FlagDashNewGameOptionsMode",
    "FlagDashNewGameOptionsRedDefender",
    "FlagDashNewGameOptionsWhiteDefender",
    "FlagDashNewSeek",
    "FlagDashNewSeekOptions",
    "FlagDashNewSeekOptionsBoard",
    "FlagDashNewSeekOptionsFirstTiebreak",
    "FlagDashNewSeekOptionsMode",
    "FlagDashNewSeekOptionsRedDefender",
    "FlagDashNewSeekOptionsWhiteDefender",
    "FlagDashReplay",
    "FlagDashReplayMove",
    "FlagDashReplayMoveActor",
    "FlagDashReplayOptions",
    "FlagDashSlotView",
    "FlagDashTurn",
    "FlagDashTurnPreview",
    "FlagDashTurnPreviewStop",
    "FlagDashTurnStage",
    "FlagDashView",
    "FlagDashViewPhase",
    "FlagDashYourTurnData",
    "GameComponents",
    "GameCreated",
    "GameCreatedOptions",
    "GameCreatedStatus",
    "GameFinishedData",
    "GameFinishedDataResult",
    "GameOngoingData",
    "GameOption",
    "GameStartedData",
    "GameSummary",
    "GameSummaryOptions",
    "GameSummaryStatus",
    "GameType",
    "GameTypeBotLevelAliases",
    "GameTypeBotLevelRatings",
    "GameTypeList",
    "GameTypeMoveSchemas",
    "GameTypeMoveSchemasAdditionalProperty",
    "GameTypeViewSchema",
    "GetLeaderboardBots",
    "GetPlayerRatingsType",
    "Health",
    "HealthChecks",
    "Join",
    "Leaderboard",
    "LeaderboardBots",
    "LevelRating",
    "ListGamesStatus",
    "ListGamesType",
    "ListMyGamesResult",
    "ListMyGamesStatus",
    "ListMyGamesType",
    "ListSeeksType",
    "ListTournamentsStatus",
    "Lobby",
    "Me",
    "MeScopesItem",
    "MoverClock",
    "Mute",
    "MyGame",
    "MyGameOptions",
    "MyGameResult",
    "MyGameStatus",
    "MyGames",
    "Outcome",
    "OutcomeReason",
    "PaginationMetadata",
    "Player",
    "PlayerCreate",
    "PlayerCreateAcceptsItem",
    "PlayerCreated",
    "PlayerCreatedScopesItem",
    "PlayerRatings",
    "Preferences",
    "PreferencesChange",
    "Presence",
    "PreviewTurnBody",
    "QuietHours",
    "QuietHoursState",
    "Rating",
    "RatingChange",
    "RatingHistoryEntry",
    "ReplayFrame",
    "ReplayFrameActor",
    "ReplayFrames",
    "Report",
    "Ruling",
    "RulingBasis",
    "ScoreDirection",
    "SeatInfo",
    "SeatInfoKind",
    "SeatPresence",
    "Seek",
    "SeekClock",
    "SeekList",
    "SeekOptions",
    "SeekRemovedData",
    "SeekStatus",
    "Standing",
    "StandingsPage",
    "StartedSeat",
    "Subscribe",
    "Subscription",
    "SubscriptionKeys",
    "SubscriptionList",
    "TableEventClock",
    "TableEventClockDeadlines",
    "TableEventClockExpired",
    "TableEventClockExpiredOnExpiry",
    "TableEventClockRemaining",
    "TableEventGameFinished",
    "TableEventGameStarted",
    "TableEventSeatLeft",
    "TableEventSeatReclaimed",
    "TableEventSeatResigned",
    "TableEventSeatTaken",
    "TableEventTurn",
    "TieBreaks",
    "Timer",
    "Token",
    "TokenCreate",
    "TokenCreateScopesItem",
    "TokenCreated",
    "TokenCreatedScopesItem",
    "TokenList",
    "TokenRevokedData",
    "TokenScopesItem",
    "Tournament",
    "TournamentClock",
    "TournamentCreate",
    "TournamentCreateFormat",
    "TournamentCreateOptions",
    "TournamentCreateType",
    "TournamentEvent",
    "TournamentEventData",
    "TournamentEventPage",
    "TournamentEventType",
    "TournamentFormat",
    "TournamentList",
    "TournamentOptions",
    "TournamentStatus",
    "TurnClock",
    "Vacation",
    "VacationChange",
    "VapidKey",
    "Webhook",
    "WebhookCreate",
    "WebhookCreateEventsItem",
    "WebhookCreated",
    "WebhookCreatedEventsItem",
    "WebhookCreatedStatus",
    "WebhookDisabledData",
    "WebhookEventsItem",
    "WebhookList",
    "WebhookStatus",
)
