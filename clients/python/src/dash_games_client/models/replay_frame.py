from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.replay_frame_actor import ReplayFrameActor

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
    from ..models.dash_and_cache_view import DashAndCacheView
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
    from ..models.dc_dash_view import DcDashView
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
    from ..models.dicey_curves_view import DiceyCurvesView
    from ..models.double_dash_move_dash import DoubleDashMoveDash
    from ..models.double_dash_move_move import DoubleDashMoveMove
    from ..models.double_dash_move_pass import DoubleDashMovePass
    from ..models.double_dash_view import DoubleDashView
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


T = TypeVar("T", bound="ReplayFrame")


@_attrs_define
class ReplayFrame:
    """
    Attributes:
        actor (int | None | ReplayFrameActor): The step's actor: a seat, "timer" or "resign"; null at 0.
        move (DashAndCacheMoveAmendDeal | DashAndCacheMoveAuctionLot | DashAndCacheMoveBid | DashAndCacheMoveBreakTie |
            DashAndCacheMoveChallenge | DashAndCacheMoveChooseOpponent | DashAndCacheMoveChoosePartner |
            DashAndCacheMoveClaim | DashAndCacheMoveDecline | DashAndCacheMoveGrab | DashAndCacheMoveJunk |
            DashAndCacheMoveNoChallenge | DashAndCacheMoveReturnHome | DashAndCacheMoveRoll | DashAndCacheMoveShakeHands |
            DashAndCacheMoveStandFirm | DashAndCacheMoveSteal | DashAndCacheMoveStopBidding | DashAndCacheMoveStopClaiming |
            DashAndCacheMoveSwitch | DashAndCacheMoveTakeCommission | DashAndCacheMoveVote | DcDashMoveDiscardHand |
            DcDashMoveDiscardToLimit | DcDashMovePlayAllClear | DcDashMovePlayBus | DcDashMovePlayDetour |
            DcDashMovePlayDisruption | DcDashMovePlayDoorsClosing | DcDashMovePlayDraw | DcDashMovePlayPush |
            DcDashMovePlayRide | DcDashMovePlayTransferRide | DcDashMoveStay | DcDashMoveTravel | DiceyCurvesMoveAddGreen |
            DiceyCurvesMoveDrive | DiceyCurvesMoveEndTurn | DiceyCurvesMoveJuke | DiceyCurvesMoveKeepGoing |
            DiceyCurvesMovePlaceCar | DiceyCurvesMoveReroll | DiceyCurvesMoveSetGreen | DiceyCurvesMoveStep |
            DiceyCurvesMoveTakeControl | DoubleDashMoveDash | DoubleDashMoveMove | DoubleDashMovePass | FlagDashMoveBoost |
            FlagDashMoveChase | FlagDashMoveChooseFirst | FlagDashMoveCollectFlag | FlagDashMoveCombo | FlagDashMoveCopy |
            FlagDashMoveDig | FlagDashMoveDropFlag | FlagDashMoveEndTurn | FlagDashMoveGiveFlag | FlagDashMoveJump |
            FlagDashMoveLasso | FlagDashMovePassFlags | FlagDashMovePlace | FlagDashMovePlan | FlagDashMovePush |
            FlagDashMoveReady | FlagDashMoveRun | FlagDashMoveSecretTunnel | FlagDashMoveSelect | FlagDashMoveSetTrap |
            FlagDashMoveSkip | FlagDashMoveSpy | FlagDashMoveSpyReplace | FlagDashMoveTakeFlag | FlagDashMoveTunnel | int |
            None | str): The move JSON (a timer id, the resigning seat); null at 0.
        step (int): 0: the start; i: after the i-th replay move.
        version (int): The game's version then.
        view (DashAndCacheView | DcDashView | DiceyCurvesView | DoubleDashView | FlagDashView): The view of a game of
            any type (the game's own view schema applies).
    """

    actor: int | None | ReplayFrameActor
    move: (
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
        | int
        | None
        | str
    )
    step: int
    version: int
    view: (
        DashAndCacheView | DcDashView | DiceyCurvesView | DoubleDashView | FlagDashView
    )

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
        from ..models.dash_and_cache_view import DashAndCacheView
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
        from ..models.dc_dash_view import DcDashView
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
        from ..models.dicey_curves_view import DiceyCurvesView
        from ..models.double_dash_move_dash import DoubleDashMoveDash
        from ..models.double_dash_move_move import DoubleDashMoveMove
        from ..models.double_dash_move_pass import DoubleDashMovePass
        from ..models.double_dash_view import DoubleDashView
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

        actor: int | None | str
        if isinstance(self.actor, ReplayFrameActor):
            actor = self.actor.value
        else:
            actor = self.actor

        move: dict[str, Any] | int | None | str
        if (
            isinstance(self.move, DashAndCacheMoveAmendDeal)
            or isinstance(self.move, DashAndCacheMoveAuctionLot)
            or isinstance(self.move, DashAndCacheMoveBid)
            or isinstance(self.move, DashAndCacheMoveBreakTie)
            or isinstance(self.move, DashAndCacheMoveChallenge)
            or isinstance(self.move, DashAndCacheMoveChooseOpponent)
            or isinstance(self.move, DashAndCacheMoveChoosePartner)
            or isinstance(self.move, DashAndCacheMoveClaim)
            or isinstance(self.move, DashAndCacheMoveDecline)
            or isinstance(self.move, DashAndCacheMoveGrab)
            or isinstance(self.move, DashAndCacheMoveJunk)
            or isinstance(self.move, DashAndCacheMoveNoChallenge)
            or isinstance(self.move, DashAndCacheMoveReturnHome)
            or isinstance(self.move, DashAndCacheMoveRoll)
            or isinstance(self.move, DashAndCacheMoveShakeHands)
            or isinstance(self.move, DashAndCacheMoveStandFirm)
            or isinstance(self.move, DashAndCacheMoveSteal)
            or isinstance(self.move, DashAndCacheMoveStopBidding)
            or isinstance(self.move, DashAndCacheMoveStopClaiming)
            or isinstance(self.move, DashAndCacheMoveSwitch)
            or isinstance(self.move, DashAndCacheMoveTakeCommission)
            or isinstance(self.move, DashAndCacheMoveVote)
            or isinstance(self.move, DcDashMoveDiscardHand)
            or isinstance(self.move, DcDashMoveDiscardToLimit)
            or isinstance(self.move, DcDashMovePlayAllClear)
            or isinstance(self.move, DcDashMovePlayBus)
            or isinstance(self.move, DcDashMovePlayDetour)
            or isinstance(self.move, DcDashMovePlayDisruption)
            or isinstance(self.move, DcDashMovePlayDoorsClosing)
            or isinstance(self.move, DcDashMovePlayDraw)
            or isinstance(self.move, DcDashMovePlayPush)
            or isinstance(self.move, DcDashMovePlayRide)
            or isinstance(self.move, DcDashMovePlayTransferRide)
            or isinstance(self.move, DcDashMoveStay)
            or isinstance(self.move, DcDashMoveTravel)
            or isinstance(self.move, DiceyCurvesMoveAddGreen)
            or isinstance(self.move, DiceyCurvesMoveDrive)
            or isinstance(self.move, DiceyCurvesMoveEndTurn)
            or isinstance(self.move, DiceyCurvesMoveJuke)
            or isinstance(self.move, DiceyCurvesMoveKeepGoing)
            or isinstance(self.move, DiceyCurvesMovePlaceCar)
            or isinstance(self.move, DiceyCurvesMoveReroll)
            or isinstance(self.move, DiceyCurvesMoveSetGreen)
            or isinstance(self.move, DiceyCurvesMoveStep)
            or isinstance(self.move, DiceyCurvesMoveTakeControl)
            or isinstance(self.move, DoubleDashMoveDash)
            or isinstance(self.move, DoubleDashMoveMove)
            or isinstance(self.move, DoubleDashMovePass)
            or isinstance(self.move, FlagDashMoveBoost)
            or isinstance(self.move, FlagDashMoveChase)
            or isinstance(self.move, FlagDashMoveChooseFirst)
            or isinstance(self.move, FlagDashMoveCollectFlag)
            or isinstance(self.move, FlagDashMoveCombo)
            or isinstance(self.move, FlagDashMoveCopy)
            or isinstance(self.move, FlagDashMoveDig)
            or isinstance(self.move, FlagDashMoveDropFlag)
            or isinstance(self.move, FlagDashMoveEndTurn)
            or isinstance(self.move, FlagDashMoveGiveFlag)
            or isinstance(self.move, FlagDashMoveJump)
            or isinstance(self.move, FlagDashMoveLasso)
            or isinstance(self.move, FlagDashMovePassFlags)
            or isinstance(self.move, FlagDashMovePlace)
            or isinstance(self.move, FlagDashMovePlan)
            or isinstance(self.move, FlagDashMovePush)
            or isinstance(self.move, FlagDashMoveReady)
            or isinstance(self.move, FlagDashMoveRun)
            or isinstance(self.move, FlagDashMoveSecretTunnel)
            or isinstance(self.move, FlagDashMoveSelect)
            or isinstance(self.move, FlagDashMoveSetTrap)
            or isinstance(self.move, FlagDashMoveSkip)
            or isinstance(self.move, FlagDashMoveSpy)
            or isinstance(self.move, FlagDashMoveSpyReplace)
            or isinstance(self.move, FlagDashMoveTakeFlag)
            or isinstance(self.move, FlagDashMoveTunnel)
        ):
            move = self.move.to_dict()
        else:
            move = self.move

        step = self.step

        version = self.version

        view: dict[str, Any]
        if (
            isinstance(self.view, DashAndCacheView)
            or isinstance(self.view, DcDashView)
            or isinstance(self.view, DiceyCurvesView)
            or isinstance(self.view, DoubleDashView)
        ):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "actor": actor,
                "move": move,
                "step": step,
                "version": version,
                "view": view,
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
        from ..models.dash_and_cache_view import DashAndCacheView
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
        from ..models.dc_dash_view import DcDashView
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
        from ..models.dicey_curves_view import DiceyCurvesView
        from ..models.double_dash_move_dash import DoubleDashMoveDash
        from ..models.double_dash_move_move import DoubleDashMoveMove
        from ..models.double_dash_move_pass import DoubleDashMovePass
        from ..models.double_dash_view import DoubleDashView
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

        d = dict(src_dict)

        def _parse_actor(data: object) -> int | None | ReplayFrameActor:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                actor_type_1 = ReplayFrameActor(data)

                return actor_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | ReplayFrameActor, data)

        actor = _parse_actor(d.pop("actor"))

        def _parse_move(
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
            | int
            | None
            | str
        ):
            if data is None:
                return data
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
                componentsschemas_dc_dash_move_type_0 = DcDashMoveDiscardHand.from_dict(
                    data
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
                componentsschemas_dc_dash_move_type_4 = DcDashMovePlayDetour.from_dict(
                    data
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
                componentsschemas_dc_dash_move_type_7 = DcDashMovePlayDraw.from_dict(
                    data
                )

                return componentsschemas_dc_dash_move_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dc_dash_move_type_8 = DcDashMovePlayPush.from_dict(
                    data
                )

                return componentsschemas_dc_dash_move_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dc_dash_move_type_9 = DcDashMovePlayRide.from_dict(
                    data
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
                componentsschemas_dc_dash_move_type_11 = DcDashMoveStay.from_dict(data)

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
                componentsschemas_flag_dash_move_type_0 = FlagDashMoveBoost.from_dict(
                    data
                )

                return componentsschemas_flag_dash_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_flag_dash_move_type_1 = FlagDashMoveChase.from_dict(
                    data
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
                componentsschemas_flag_dash_move_type_4 = FlagDashMoveCombo.from_dict(
                    data
                )

                return componentsschemas_flag_dash_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_flag_dash_move_type_5 = FlagDashMoveCopy.from_dict(
                    data
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
                componentsschemas_flag_dash_move_type_8 = FlagDashMoveEndTurn.from_dict(
                    data
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
                componentsschemas_flag_dash_move_type_10 = FlagDashMoveJump.from_dict(
                    data
                )

                return componentsschemas_flag_dash_move_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_flag_dash_move_type_11 = FlagDashMoveLasso.from_dict(
                    data
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
                componentsschemas_flag_dash_move_type_13 = FlagDashMovePlace.from_dict(
                    data
                )

                return componentsschemas_flag_dash_move_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_flag_dash_move_type_14 = FlagDashMovePlan.from_dict(
                    data
                )

                return componentsschemas_flag_dash_move_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_flag_dash_move_type_15 = FlagDashMovePush.from_dict(
                    data
                )

                return componentsschemas_flag_dash_move_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_flag_dash_move_type_16 = FlagDashMoveReady.from_dict(
                    data
                )

                return componentsschemas_flag_dash_move_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_flag_dash_move_type_17 = FlagDashMoveRun.from_dict(
                    data
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
                componentsschemas_flag_dash_move_type_19 = FlagDashMoveSelect.from_dict(
                    data
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
                componentsschemas_flag_dash_move_type_21 = FlagDashMoveSkip.from_dict(
                    data
                )

                return componentsschemas_flag_dash_move_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_flag_dash_move_type_22 = FlagDashMoveSpy.from_dict(
                    data
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_flag_dash_move_type_25 = FlagDashMoveTunnel.from_dict(
                    data
                )

                return componentsschemas_flag_dash_move_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
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
                | int
                | None
                | str,
                data,
            )

        move = _parse_move(d.pop("move"))

        step = d.pop("step")

        version = d.pop("version")

        def _parse_view(
            data: object,
        ) -> (
            DashAndCacheView
            | DcDashView
            | DiceyCurvesView
            | DoubleDashView
            | FlagDashView
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_0 = DashAndCacheView.from_dict(data)

                return componentsschemas_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_1 = DcDashView.from_dict(data)

                return componentsschemas_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_2 = DiceyCurvesView.from_dict(data)

                return componentsschemas_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_3 = DoubleDashView.from_dict(data)

                return componentsschemas_view_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_view_type_4 = FlagDashView.from_dict(data)

            return componentsschemas_view_type_4

        view = _parse_view(d.pop("view"))

        replay_frame = cls(
            actor=actor,
            move=move,
            step=step,
            version=version,
            view=view,
        )

        return replay_frame
