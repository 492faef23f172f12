from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
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
    from ..models.dc_dash_move_discard_hand import DcDashMoveDiscardHand
    from ..models.dc_dash_move_discard_to_limit import DcDashMoveDiscardToLimit
    from ..models.dc_dash_move_play_all_clear import DcDashMovePlayAllClear
    from ..models.dc_dash_move_play_bus import DcDashMovePlayBus
    from ..models.dc_dash_move_play_detour import DcDashMovePlayDetour
    from ..models.dc_dash_move_play_disruption import DcDashMovePlayDisruption
    from ..models.dc_dash_move_play_doors_closing import DcDashMovePlayDoorsClosing
    from ..models.dc_dash_move_play_draw import DcDashMovePlayDraw
    from ..models.dc_dash_move_play_push import DcDashMovePlayPush
    from ..models.dc_dash_move_play_ride import DcDashMovePlayRide
    from ..models.dc_dash_move_play_transfer_ride import DcDashMovePlayTransferRide
    from ..models.dc_dash_move_stay import DcDashMoveStay
    from ..models.dc_dash_move_travel import DcDashMoveTravel
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
    from ..models.double_dash_move_dash import DoubleDashMoveDash
    from ..models.double_dash_move_move import DoubleDashMoveMove
    from ..models.double_dash_move_pass import DoubleDashMovePass
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


T = TypeVar("T", bound="PreviewTurnBody")


@_attrs_define
class PreviewTurnBody:
    """
    Attributes:
        moves (list[DashAndCacheMoveAmendDeal | DashAndCacheMoveAuctionLot | DashAndCacheMoveBid |
            DashAndCacheMoveBreakTie | DashAndCacheMoveChallenge | DashAndCacheMoveChooseOpponent |
            DashAndCacheMoveChoosePartner | DashAndCacheMoveClaim | DashAndCacheMoveDecline | DashAndCacheMoveGrab |
            DashAndCacheMoveJunk | DashAndCacheMoveNoChallenge | DashAndCacheMoveReturnHome | DashAndCacheMoveRoll |
            DashAndCacheMoveShakeHands | DashAndCacheMoveStandFirm | DashAndCacheMoveSteal | DashAndCacheMoveStopBidding |
            DashAndCacheMoveStopClaiming | DashAndCacheMoveSwitch | DashAndCacheMoveTakeCommission | DashAndCacheMoveVote |
            DcDashMoveDiscardHand | DcDashMoveDiscardToLimit | DcDashMovePlayAllClear | DcDashMovePlayBus |
            DcDashMovePlayDetour | DcDashMovePlayDisruption | DcDashMovePlayDoorsClosing | DcDashMovePlayDraw |
            DcDashMovePlayPush | DcDashMovePlayRide | DcDashMovePlayTransferRide | DcDashMoveStay | DcDashMoveTravel |
            DiceyCurvesMoveAddGreen | DiceyCurvesMoveDrive | DiceyCurvesMoveEndTurn | DiceyCurvesMoveJuke |
            DiceyCurvesMoveKeepGoing | DiceyCurvesMovePlaceCar | DiceyCurvesMoveReroll | DiceyCurvesMoveSetGreen |
            DiceyCurvesMoveStep | DiceyCurvesMoveTakeControl | DoubleDashMoveDash | DoubleDashMoveMove | DoubleDashMovePass
            | FlagDashMoveBoost | FlagDashMoveChase | FlagDashMoveChooseFirst | FlagDashMoveCollectFlag | FlagDashMoveCombo
            | FlagDashMoveCopy | FlagDashMoveDig | FlagDashMoveDropFlag | FlagDashMoveEndTurn | FlagDashMoveGiveFlag |
            FlagDashMoveJump | FlagDashMoveLasso | FlagDashMovePassFlags | FlagDashMovePlace | FlagDashMovePlan |
            FlagDashMovePush | FlagDashMoveReady | FlagDashMoveRun | FlagDashMoveSecretTunnel | FlagDashMoveSelect |
            FlagDashMoveSetTrap | FlagDashMoveSkip | FlagDashMoveSpy | FlagDashMoveSpyReplace | FlagDashMoveTakeFlag |
            FlagDashMoveTunnel]): The staged moves, in the order they would be played.
    """

    moves: list[
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
        | DcDashMoveDiscardHand
        | DcDashMoveDiscardToLimit
        | DcDashMovePlayAllClear
        | DcDashMovePlayBus
        | DcDashMovePlayDetour
        | DcDashMovePlayDisruption
        | DcDashMovePlayDoorsClosing
        | DcDashMovePlayDraw
        | DcDashMovePlayPush
        | DcDashMovePlayRide
        | DcDashMovePlayTransferRide
        | DcDashMoveStay
        | DcDashMoveTravel
        | DiceyCurvesMoveAddGreen
        | DiceyCurvesMoveDrive
        | DiceyCurvesMoveEndTurn
        | DiceyCurvesMoveJuke
        | DiceyCurvesMoveKeepGoing
        | DiceyCurvesMovePlaceCar
        | DiceyCurvesMoveReroll
        | DiceyCurvesMoveSetGreen
        | DiceyCurvesMoveStep
        | DiceyCurvesMoveTakeControl
        | DoubleDashMoveDash
        | DoubleDashMoveMove
        | DoubleDashMovePass
        | FlagDashMoveBoost
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

    def to_dict(self) -> dict[str, Any]:
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
        from ..models.dc_dash_move_discard_hand import DcDashMoveDiscardHand
        from ..models.dc_dash_move_discard_to_limit import DcDashMoveDiscardToLimit
        from ..models.dc_dash_move_play_all_clear import DcDashMovePlayAllClear
        from ..models.dc_dash_move_play_bus import DcDashMovePlayBus
        from ..models.dc_dash_move_play_detour import DcDashMovePlayDetour
        from ..models.dc_dash_move_play_disruption import DcDashMovePlayDisruption
        from ..models.dc_dash_move_play_doors_closing import DcDashMovePlayDoorsClosing
        from ..models.dc_dash_move_play_draw import DcDashMovePlayDraw
        from ..models.dc_dash_move_play_push import DcDashMovePlayPush
        from ..models.dc_dash_move_play_ride import DcDashMovePlayRide
        from ..models.dc_dash_move_play_transfer_ride import DcDashMovePlayTransferRide
        from ..models.dc_dash_move_stay import DcDashMoveStay
        from ..models.dc_dash_move_travel import DcDashMoveTravel
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
        from ..models.double_dash_move_dash import DoubleDashMoveDash
        from ..models.double_dash_move_move import DoubleDashMoveMove
        from ..models.double_dash_move_pass import DoubleDashMovePass
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

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if (
                isinstance(moves_item_data, DashAndCacheMoveAmendDeal)
                or isinstance(moves_item_data, DashAndCacheMoveAuctionLot)
                or isinstance(moves_item_data, DashAndCacheMoveBid)
                or isinstance(moves_item_data, DashAndCacheMoveBreakTie)
                or isinstance(moves_item_data, DashAndCacheMoveChallenge)
                or isinstance(moves_item_data, DashAndCacheMoveChooseOpponent)
                or isinstance(moves_item_data, DashAndCacheMoveChoosePartner)
                or isinstance(moves_item_data, DashAndCacheMoveClaim)
                or isinstance(moves_item_data, DashAndCacheMoveDecline)
                or isinstance(moves_item_data, DashAndCacheMoveGrab)
                or isinstance(moves_item_data, DashAndCacheMoveJunk)
                or isinstance(moves_item_data, DashAndCacheMoveNoChallenge)
                or isinstance(moves_item_data, DashAndCacheMoveReturnHome)
                or isinstance(moves_item_data, DashAndCacheMoveRoll)
                or isinstance(moves_item_data, DashAndCacheMoveShakeHands)
                or isinstance(moves_item_data, DashAndCacheMoveStandFirm)
                or isinstance(moves_item_data, DashAndCacheMoveSteal)
                or isinstance(moves_item_data, DashAndCacheMoveStopBidding)
                or isinstance(moves_item_data, DashAndCacheMoveStopClaiming)
                or isinstance(moves_item_data, DashAndCacheMoveSwitch)
                or isinstance(moves_item_data, DashAndCacheMoveTakeCommission)
                or isinstance(moves_item_data, DashAndCacheMoveVote)
                or isinstance(moves_item_data, DcDashMoveDiscardHand)
                or isinstance(moves_item_data, DcDashMoveDiscardToLimit)
                or isinstance(moves_item_data, DcDashMovePlayAllClear)
                or isinstance(moves_item_data, DcDashMovePlayBus)
                or isinstance(moves_item_data, DcDashMovePlayDetour)
                or isinstance(moves_item_data, DcDashMovePlayDisruption)
                or isinstance(moves_item_data, DcDashMovePlayDoorsClosing)
                or isinstance(moves_item_data, DcDashMovePlayDraw)
                or isinstance(moves_item_data, DcDashMovePlayPush)
                or isinstance(moves_item_data, DcDashMovePlayRide)
                or isinstance(moves_item_data, DcDashMovePlayTransferRide)
                or isinstance(moves_item_data, DcDashMoveStay)
                or isinstance(moves_item_data, DcDashMoveTravel)
                or isinstance(moves_item_data, DiceyCurvesMoveAddGreen)
                or isinstance(moves_item_data, DiceyCurvesMoveDrive)
                or isinstance(moves_item_data, DiceyCurvesMoveEndTurn)
                or isinstance(moves_item_data, DiceyCurvesMoveJuke)
                or isinstance(moves_item_data, DiceyCurvesMoveKeepGoing)
                or isinstance(moves_item_data, DiceyCurvesMovePlaceCar)
                or isinstance(moves_item_data, DiceyCurvesMoveReroll)
                or isinstance(moves_item_data, DiceyCurvesMoveSetGreen)
                or isinstance(moves_item_data, DiceyCurvesMoveStep)
                or isinstance(moves_item_data, DiceyCurvesMoveTakeControl)
                or isinstance(moves_item_data, DoubleDashMoveDash)
                or isinstance(moves_item_data, DoubleDashMoveMove)
                or isinstance(moves_item_data, DoubleDashMovePass)
                or isinstance(moves_item_data, FlagDashMoveBoost)
                or isinstance(moves_item_data, FlagDashMoveChase)
                or isinstance(moves_item_data, FlagDashMoveChooseFirst)
                or isinstance(moves_item_data, FlagDashMoveCollectFlag)
                or isinstance(moves_item_data, FlagDashMoveCombo)
                or isinstance(moves_item_data, FlagDashMoveCopy)
                or isinstance(moves_item_data, FlagDashMoveDig)
                or isinstance(moves_item_data, FlagDashMoveDropFlag)
                or isinstance(moves_item_data, FlagDashMoveEndTurn)
                or isinstance(moves_item_data, FlagDashMoveGiveFlag)
                or isinstance(moves_item_data, FlagDashMoveJump)
                or isinstance(moves_item_data, FlagDashMoveLasso)
                or isinstance(moves_item_data, FlagDashMovePassFlags)
                or isinstance(moves_item_data, FlagDashMovePlace)
                or isinstance(moves_item_data, FlagDashMovePlan)
                or isinstance(moves_item_data, FlagDashMovePush)
                or isinstance(moves_item_data, FlagDashMoveReady)
                or isinstance(moves_item_data, FlagDashMoveRun)
                or isinstance(moves_item_data, FlagDashMoveSecretTunnel)
                or isinstance(moves_item_data, FlagDashMoveSelect)
                or isinstance(moves_item_data, FlagDashMoveSetTrap)
                or isinstance(moves_item_data, FlagDashMoveSkip)
                or isinstance(moves_item_data, FlagDashMoveSpy)
                or isinstance(moves_item_data, FlagDashMoveSpyReplace)
                or isinstance(moves_item_data, FlagDashMoveTakeFlag)
            ):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "moves": moves,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
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
        from ..models.dc_dash_move_discard_hand import DcDashMoveDiscardHand
        from ..models.dc_dash_move_discard_to_limit import DcDashMoveDiscardToLimit
        from ..models.dc_dash_move_play_all_clear import DcDashMovePlayAllClear
        from ..models.dc_dash_move_play_bus import DcDashMovePlayBus
        from ..models.dc_dash_move_play_detour import DcDashMovePlayDetour
        from ..models.dc_dash_move_play_disruption import DcDashMovePlayDisruption
        from ..models.dc_dash_move_play_doors_closing import DcDashMovePlayDoorsClosing
        from ..models.dc_dash_move_play_draw import DcDashMovePlayDraw
        from ..models.dc_dash_move_play_push import DcDashMovePlayPush
        from ..models.dc_dash_move_play_ride import DcDashMovePlayRide
        from ..models.dc_dash_move_play_transfer_ride import DcDashMovePlayTransferRide
        from ..models.dc_dash_move_stay import DcDashMoveStay
        from ..models.dc_dash_move_travel import DcDashMoveTravel
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
        from ..models.double_dash_move_dash import DoubleDashMoveDash
        from ..models.double_dash_move_move import DoubleDashMoveMove
        from ..models.double_dash_move_pass import DoubleDashMovePass
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

        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
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
                | DcDashMoveDiscardHand
                | DcDashMoveDiscardToLimit
                | DcDashMovePlayAllClear
                | DcDashMovePlayBus
                | DcDashMovePlayDetour
                | DcDashMovePlayDisruption
                | DcDashMovePlayDoorsClosing
                | DcDashMovePlayDraw
                | DcDashMovePlayPush
                | DcDashMovePlayRide
                | DcDashMovePlayTransferRide
                | DcDashMoveStay
                | DcDashMoveTravel
                | DiceyCurvesMoveAddGreen
                | DiceyCurvesMoveDrive
                | DiceyCurvesMoveEndTurn
                | DiceyCurvesMoveJuke
                | DiceyCurvesMoveKeepGoing
                | DiceyCurvesMovePlaceCar
                | DiceyCurvesMoveReroll
                | DiceyCurvesMoveSetGreen
                | DiceyCurvesMoveStep
                | DiceyCurvesMoveTakeControl
                | DoubleDashMoveDash
                | DoubleDashMoveMove
                | DoubleDashMovePass
                | FlagDashMoveBoost
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
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dash_and_cache_move_type_21 = (
                        DashAndCacheMoveVote.from_dict(data)
                    )

                    return componentsschemas_dash_and_cache_move_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_move_type_0 = (
                        DcDashMoveDiscardHand.from_dict(data)
                    )

                    return componentsschemas_dc_dash_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_move_type_1 = (
                        DcDashMoveDiscardToLimit.from_dict(data)
                    )

                    return componentsschemas_dc_dash_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_move_type_2 = (
                        DcDashMovePlayAllClear.from_dict(data)
                    )

                    return componentsschemas_dc_dash_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_move_type_3 = DcDashMovePlayBus.from_dict(
                        data
                    )

                    return componentsschemas_dc_dash_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_move_type_4 = (
                        DcDashMovePlayDetour.from_dict(data)
                    )

                    return componentsschemas_dc_dash_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_move_type_5 = (
                        DcDashMovePlayDisruption.from_dict(data)
                    )

                    return componentsschemas_dc_dash_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_move_type_6 = (
                        DcDashMovePlayDoorsClosing.from_dict(data)
                    )

                    return componentsschemas_dc_dash_move_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_move_type_7 = (
                        DcDashMovePlayDraw.from_dict(data)
                    )

                    return componentsschemas_dc_dash_move_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_move_type_8 = (
                        DcDashMovePlayPush.from_dict(data)
                    )

                    return componentsschemas_dc_dash_move_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_move_type_9 = (
                        DcDashMovePlayRide.from_dict(data)
                    )

                    return componentsschemas_dc_dash_move_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_move_type_10 = (
                        DcDashMovePlayTransferRide.from_dict(data)
                    )

                    return componentsschemas_dc_dash_move_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_move_type_11 = DcDashMoveStay.from_dict(
                        data
                    )

                    return componentsschemas_dc_dash_move_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dc_dash_move_type_12 = DcDashMoveTravel.from_dict(
                        data
                    )

                    return componentsschemas_dc_dash_move_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
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
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dicey_curves_move_type_9 = (
                        DiceyCurvesMoveTakeControl.from_dict(data)
                    )

                    return componentsschemas_dicey_curves_move_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
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
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_double_dash_move_type_2 = (
                        DoubleDashMovePass.from_dict(data)
                    )

                    return componentsschemas_double_dash_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
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
                    componentsschemas_flag_dash_move_type_6 = FlagDashMoveDig.from_dict(
                        data
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
                componentsschemas_flag_dash_move_type_25 = FlagDashMoveTunnel.from_dict(
                    data
                )

                return componentsschemas_flag_dash_move_type_25

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        preview_turn_body = cls(
            moves=moves,
        )

        return preview_turn_body
