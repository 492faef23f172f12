from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.dash_and_cache_move_amend_deal import DashAndCacheMoveAmendDeal
from ...models.dash_and_cache_move_auction_lot import DashAndCacheMoveAuctionLot
from ...models.dash_and_cache_move_bid import DashAndCacheMoveBid
from ...models.dash_and_cache_move_break_tie import DashAndCacheMoveBreakTie
from ...models.dash_and_cache_move_challenge import DashAndCacheMoveChallenge
from ...models.dash_and_cache_move_choose_opponent import DashAndCacheMoveChooseOpponent
from ...models.dash_and_cache_move_choose_partner import DashAndCacheMoveChoosePartner
from ...models.dash_and_cache_move_claim import DashAndCacheMoveClaim
from ...models.dash_and_cache_move_decline import DashAndCacheMoveDecline
from ...models.dash_and_cache_move_grab import DashAndCacheMoveGrab
from ...models.dash_and_cache_move_junk import DashAndCacheMoveJunk
from ...models.dash_and_cache_move_no_challenge import DashAndCacheMoveNoChallenge
from ...models.dash_and_cache_move_result import DashAndCacheMoveResult
from ...models.dash_and_cache_move_return_home import DashAndCacheMoveReturnHome
from ...models.dash_and_cache_move_roll import DashAndCacheMoveRoll
from ...models.dash_and_cache_move_shake_hands import DashAndCacheMoveShakeHands
from ...models.dash_and_cache_move_stand_firm import DashAndCacheMoveStandFirm
from ...models.dash_and_cache_move_steal import DashAndCacheMoveSteal
from ...models.dash_and_cache_move_stop_bidding import DashAndCacheMoveStopBidding
from ...models.dash_and_cache_move_stop_claiming import DashAndCacheMoveStopClaiming
from ...models.dash_and_cache_move_switch import DashAndCacheMoveSwitch
from ...models.dash_and_cache_move_take_commission import DashAndCacheMoveTakeCommission
from ...models.dash_and_cache_move_vote import DashAndCacheMoveVote
from ...models.dc_dash_move_discard_hand import DcDashMoveDiscardHand
from ...models.dc_dash_move_discard_to_limit import DcDashMoveDiscardToLimit
from ...models.dc_dash_move_play_all_clear import DcDashMovePlayAllClear
from ...models.dc_dash_move_play_bus import DcDashMovePlayBus
from ...models.dc_dash_move_play_detour import DcDashMovePlayDetour
from ...models.dc_dash_move_play_disruption import DcDashMovePlayDisruption
from ...models.dc_dash_move_play_doors_closing import DcDashMovePlayDoorsClosing
from ...models.dc_dash_move_play_draw import DcDashMovePlayDraw
from ...models.dc_dash_move_play_push import DcDashMovePlayPush
from ...models.dc_dash_move_play_ride import DcDashMovePlayRide
from ...models.dc_dash_move_play_transfer_ride import DcDashMovePlayTransferRide
from ...models.dc_dash_move_result import DcDashMoveResult
from ...models.dc_dash_move_stay import DcDashMoveStay
from ...models.dc_dash_move_travel import DcDashMoveTravel
from ...models.dicey_curves_move_add_green import DiceyCurvesMoveAddGreen
from ...models.dicey_curves_move_drive import DiceyCurvesMoveDrive
from ...models.dicey_curves_move_end_turn import DiceyCurvesMoveEndTurn
from ...models.dicey_curves_move_juke import DiceyCurvesMoveJuke
from ...models.dicey_curves_move_keep_going import DiceyCurvesMoveKeepGoing
from ...models.dicey_curves_move_place_car import DiceyCurvesMovePlaceCar
from ...models.dicey_curves_move_reroll import DiceyCurvesMoveReroll
from ...models.dicey_curves_move_result import DiceyCurvesMoveResult
from ...models.dicey_curves_move_set_green import DiceyCurvesMoveSetGreen
from ...models.dicey_curves_move_step import DiceyCurvesMoveStep
from ...models.dicey_curves_move_take_control import DiceyCurvesMoveTakeControl
from ...models.double_dash_move_dash import DoubleDashMoveDash
from ...models.double_dash_move_move import DoubleDashMoveMove
from ...models.double_dash_move_pass import DoubleDashMovePass
from ...models.double_dash_move_result import DoubleDashMoveResult
from ...models.error import Error
from ...models.flag_dash_move_boost import FlagDashMoveBoost
from ...models.flag_dash_move_chase import FlagDashMoveChase
from ...models.flag_dash_move_choose_first import FlagDashMoveChooseFirst
from ...models.flag_dash_move_collect_flag import FlagDashMoveCollectFlag
from ...models.flag_dash_move_combo import FlagDashMoveCombo
from ...models.flag_dash_move_copy import FlagDashMoveCopy
from ...models.flag_dash_move_dig import FlagDashMoveDig
from ...models.flag_dash_move_drop_flag import FlagDashMoveDropFlag
from ...models.flag_dash_move_end_turn import FlagDashMoveEndTurn
from ...models.flag_dash_move_give_flag import FlagDashMoveGiveFlag
from ...models.flag_dash_move_jump import FlagDashMoveJump
from ...models.flag_dash_move_lasso import FlagDashMoveLasso
from ...models.flag_dash_move_pass_flags import FlagDashMovePassFlags
from ...models.flag_dash_move_place import FlagDashMovePlace
from ...models.flag_dash_move_plan import FlagDashMovePlan
from ...models.flag_dash_move_push import FlagDashMovePush
from ...models.flag_dash_move_ready import FlagDashMoveReady
from ...models.flag_dash_move_result import FlagDashMoveResult
from ...models.flag_dash_move_run import FlagDashMoveRun
from ...models.flag_dash_move_secret_tunnel import FlagDashMoveSecretTunnel
from ...models.flag_dash_move_select import FlagDashMoveSelect
from ...models.flag_dash_move_set_trap import FlagDashMoveSetTrap
from ...models.flag_dash_move_skip import FlagDashMoveSkip
from ...models.flag_dash_move_spy import FlagDashMoveSpy
from ...models.flag_dash_move_spy_replace import FlagDashMoveSpyReplace
from ...models.flag_dash_move_take_flag import FlagDashMoveTakeFlag
from ...models.flag_dash_move_tunnel import FlagDashMoveTunnel
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    body: DashAndCacheMoveAmendDeal
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
    | FlagDashMoveTunnel,
    with_view: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(prefer, Unset):
        headers["Prefer"] = prefer

    params: dict[str, Any] = {}

    params["with_view"] = with_view

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/moves".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    if (
        isinstance(body, DashAndCacheMoveAmendDeal)
        or isinstance(body, DashAndCacheMoveAuctionLot)
        or isinstance(body, DashAndCacheMoveBid)
        or isinstance(body, DashAndCacheMoveBreakTie)
        or isinstance(body, DashAndCacheMoveChallenge)
        or isinstance(body, DashAndCacheMoveChooseOpponent)
        or isinstance(body, DashAndCacheMoveChoosePartner)
        or isinstance(body, DashAndCacheMoveClaim)
        or isinstance(body, DashAndCacheMoveDecline)
        or isinstance(body, DashAndCacheMoveGrab)
        or isinstance(body, DashAndCacheMoveJunk)
        or isinstance(body, DashAndCacheMoveNoChallenge)
        or isinstance(body, DashAndCacheMoveReturnHome)
        or isinstance(body, DashAndCacheMoveRoll)
        or isinstance(body, DashAndCacheMoveShakeHands)
        or isinstance(body, DashAndCacheMoveStandFirm)
        or isinstance(body, DashAndCacheMoveSteal)
        or isinstance(body, DashAndCacheMoveStopBidding)
        or isinstance(body, DashAndCacheMoveStopClaiming)
        or isinstance(body, DashAndCacheMoveSwitch)
        or isinstance(body, DashAndCacheMoveTakeCommission)
        or isinstance(body, DashAndCacheMoveVote)
        or isinstance(body, DcDashMoveDiscardHand)
        or isinstance(body, DcDashMoveDiscardToLimit)
        or isinstance(body, DcDashMovePlayAllClear)
        or isinstance(body, DcDashMovePlayBus)
        or isinstance(body, DcDashMovePlayDetour)
        or isinstance(body, DcDashMovePlayDisruption)
        or isinstance(body, DcDashMovePlayDoorsClosing)
        or isinstance(body, DcDashMovePlayDraw)
        or isinstance(body, DcDashMovePlayPush)
        or isinstance(body, DcDashMovePlayRide)
        or isinstance(body, DcDashMovePlayTransferRide)
        or isinstance(body, DcDashMoveStay)
        or isinstance(body, DcDashMoveTravel)
        or isinstance(body, DiceyCurvesMoveAddGreen)
        or isinstance(body, DiceyCurvesMoveDrive)
        or isinstance(body, DiceyCurvesMoveEndTurn)
        or isinstance(body, DiceyCurvesMoveJuke)
        or isinstance(body, DiceyCurvesMoveKeepGoing)
        or isinstance(body, DiceyCurvesMovePlaceCar)
        or isinstance(body, DiceyCurvesMoveReroll)
        or isinstance(body, DiceyCurvesMoveSetGreen)
        or isinstance(body, DiceyCurvesMoveStep)
        or isinstance(body, DiceyCurvesMoveTakeControl)
        or isinstance(body, DoubleDashMoveDash)
        or isinstance(body, DoubleDashMoveMove)
        or isinstance(body, DoubleDashMovePass)
        or isinstance(body, FlagDashMoveBoost)
        or isinstance(body, FlagDashMoveChase)
        or isinstance(body, FlagDashMoveChooseFirst)
        or isinstance(body, FlagDashMoveCollectFlag)
        or isinstance(body, FlagDashMoveCombo)
        or isinstance(body, FlagDashMoveCopy)
        or isinstance(body, FlagDashMoveDig)
        or isinstance(body, FlagDashMoveDropFlag)
        or isinstance(body, FlagDashMoveEndTurn)
        or isinstance(body, FlagDashMoveGiveFlag)
        or isinstance(body, FlagDashMoveJump)
        or isinstance(body, FlagDashMoveLasso)
        or isinstance(body, FlagDashMovePassFlags)
        or isinstance(body, FlagDashMovePlace)
        or isinstance(body, FlagDashMovePlan)
        or isinstance(body, FlagDashMovePush)
        or isinstance(body, FlagDashMoveReady)
        or isinstance(body, FlagDashMoveRun)
        or isinstance(body, FlagDashMoveSecretTunnel)
        or isinstance(body, FlagDashMoveSelect)
        or isinstance(body, FlagDashMoveSetTrap)
        or isinstance(body, FlagDashMoveSkip)
        or isinstance(body, FlagDashMoveSpy)
        or isinstance(body, FlagDashMoveSpyReplace)
        or isinstance(body, FlagDashMoveTakeFlag)
    ):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    DashAndCacheMoveResult
    | DcDashMoveResult
    | DiceyCurvesMoveResult
    | DoubleDashMoveResult
    | FlagDashMoveResult
    | Error
    | None
):
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> (
            DashAndCacheMoveResult
            | DcDashMoveResult
            | DiceyCurvesMoveResult
            | DoubleDashMoveResult
            | FlagDashMoveResult
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_result_type_0 = DashAndCacheMoveResult.from_dict(
                    data
                )

                return componentsschemas_move_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_result_type_1 = DcDashMoveResult.from_dict(data)

                return componentsschemas_move_result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_result_type_2 = DiceyCurvesMoveResult.from_dict(
                    data
                )

                return componentsschemas_move_result_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_result_type_3 = DoubleDashMoveResult.from_dict(
                    data
                )

                return componentsschemas_move_result_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_move_result_type_4 = FlagDashMoveResult.from_dict(data)

            return componentsschemas_move_result_type_4

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 202:

        def _parse_response_202(
            data: object,
        ) -> (
            DashAndCacheMoveResult
            | DcDashMoveResult
            | DiceyCurvesMoveResult
            | DoubleDashMoveResult
            | FlagDashMoveResult
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_result_type_0 = DashAndCacheMoveResult.from_dict(
                    data
                )

                return componentsschemas_move_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_result_type_1 = DcDashMoveResult.from_dict(data)

                return componentsschemas_move_result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_result_type_2 = DiceyCurvesMoveResult.from_dict(
                    data
                )

                return componentsschemas_move_result_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_result_type_3 = DoubleDashMoveResult.from_dict(
                    data
                )

                return componentsschemas_move_result_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_move_result_type_4 = FlagDashMoveResult.from_dict(data)

            return componentsschemas_move_result_type_4

        response_202 = _parse_response_202(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = Error.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    DashAndCacheMoveResult
    | DcDashMoveResult
    | DiceyCurvesMoveResult
    | DoubleDashMoveResult
    | FlagDashMoveResult
    | Error
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: DashAndCacheMoveAmendDeal
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
    | FlagDashMoveTunnel,
    with_view: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> Response[
    DashAndCacheMoveResult
    | DcDashMoveResult
    | DiceyCurvesMoveResult
    | DoubleDashMoveResult
    | FlagDashMoveResult
    | Error
]:
    """Make a move as the caller's seat

     Make a move as the caller's seat.

    Args:
        game_id (str):
        with_view (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        prefer (str | Unset):
        body (DashAndCacheMoveAmendDeal | DashAndCacheMoveAuctionLot | DashAndCacheMoveBid |
            DashAndCacheMoveBreakTie | DashAndCacheMoveChallenge | DashAndCacheMoveChooseOpponent |
            DashAndCacheMoveChoosePartner | DashAndCacheMoveClaim | DashAndCacheMoveDecline |
            DashAndCacheMoveGrab | DashAndCacheMoveJunk | DashAndCacheMoveNoChallenge |
            DashAndCacheMoveReturnHome | DashAndCacheMoveRoll | DashAndCacheMoveShakeHands |
            DashAndCacheMoveStandFirm | DashAndCacheMoveSteal | DashAndCacheMoveStopBidding |
            DashAndCacheMoveStopClaiming | DashAndCacheMoveSwitch | DashAndCacheMoveTakeCommission |
            DashAndCacheMoveVote | DcDashMoveDiscardHand | DcDashMoveDiscardToLimit |
            DcDashMovePlayAllClear | DcDashMovePlayBus | DcDashMovePlayDetour |
            DcDashMovePlayDisruption | DcDashMovePlayDoorsClosing | DcDashMovePlayDraw |
            DcDashMovePlayPush | DcDashMovePlayRide | DcDashMovePlayTransferRide | DcDashMoveStay |
            DcDashMoveTravel | DiceyCurvesMoveAddGreen | DiceyCurvesMoveDrive | DiceyCurvesMoveEndTurn
            | DiceyCurvesMoveJuke | DiceyCurvesMoveKeepGoing | DiceyCurvesMovePlaceCar |
            DiceyCurvesMoveReroll | DiceyCurvesMoveSetGreen | DiceyCurvesMoveStep |
            DiceyCurvesMoveTakeControl | DoubleDashMoveDash | DoubleDashMoveMove | DoubleDashMovePass
            | FlagDashMoveBoost | FlagDashMoveChase | FlagDashMoveChooseFirst |
            FlagDashMoveCollectFlag | FlagDashMoveCombo | FlagDashMoveCopy | FlagDashMoveDig |
            FlagDashMoveDropFlag | FlagDashMoveEndTurn | FlagDashMoveGiveFlag | FlagDashMoveJump |
            FlagDashMoveLasso | FlagDashMovePassFlags | FlagDashMovePlace | FlagDashMovePlan |
            FlagDashMovePush | FlagDashMoveReady | FlagDashMoveRun | FlagDashMoveSecretTunnel |
            FlagDashMoveSelect | FlagDashMoveSetTrap | FlagDashMoveSkip | FlagDashMoveSpy |
            FlagDashMoveSpyReplace | FlagDashMoveTakeFlag | FlagDashMoveTunnel): A move of any game
            type; the game's own union applies.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DashAndCacheMoveResult | DcDashMoveResult | DiceyCurvesMoveResult | DoubleDashMoveResult | FlagDashMoveResult | Error]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        with_view=with_view,
        if_match=if_match,
        idempotency_key=idempotency_key,
        prefer=prefer,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: DashAndCacheMoveAmendDeal
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
    | FlagDashMoveTunnel,
    with_view: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> (
    DashAndCacheMoveResult
    | DcDashMoveResult
    | DiceyCurvesMoveResult
    | DoubleDashMoveResult
    | FlagDashMoveResult
    | Error
    | None
):
    """Make a move as the caller's seat

     Make a move as the caller's seat.

    Args:
        game_id (str):
        with_view (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        prefer (str | Unset):
        body (DashAndCacheMoveAmendDeal | DashAndCacheMoveAuctionLot | DashAndCacheMoveBid |
            DashAndCacheMoveBreakTie | DashAndCacheMoveChallenge | DashAndCacheMoveChooseOpponent |
            DashAndCacheMoveChoosePartner | DashAndCacheMoveClaim | DashAndCacheMoveDecline |
            DashAndCacheMoveGrab | DashAndCacheMoveJunk | DashAndCacheMoveNoChallenge |
            DashAndCacheMoveReturnHome | DashAndCacheMoveRoll | DashAndCacheMoveShakeHands |
            DashAndCacheMoveStandFirm | DashAndCacheMoveSteal | DashAndCacheMoveStopBidding |
            DashAndCacheMoveStopClaiming | DashAndCacheMoveSwitch | DashAndCacheMoveTakeCommission |
            DashAndCacheMoveVote | DcDashMoveDiscardHand | DcDashMoveDiscardToLimit |
            DcDashMovePlayAllClear | DcDashMovePlayBus | DcDashMovePlayDetour |
            DcDashMovePlayDisruption | DcDashMovePlayDoorsClosing | DcDashMovePlayDraw |
            DcDashMovePlayPush | DcDashMovePlayRide | DcDashMovePlayTransferRide | DcDashMoveStay |
            DcDashMoveTravel | DiceyCurvesMoveAddGreen | DiceyCurvesMoveDrive | DiceyCurvesMoveEndTurn
            | DiceyCurvesMoveJuke | DiceyCurvesMoveKeepGoing | DiceyCurvesMovePlaceCar |
            DiceyCurvesMoveReroll | DiceyCurvesMoveSetGreen | DiceyCurvesMoveStep |
            DiceyCurvesMoveTakeControl | DoubleDashMoveDash | DoubleDashMoveMove | DoubleDashMovePass
            | FlagDashMoveBoost | FlagDashMoveChase | FlagDashMoveChooseFirst |
            FlagDashMoveCollectFlag | FlagDashMoveCombo | FlagDashMoveCopy | FlagDashMoveDig |
            FlagDashMoveDropFlag | FlagDashMoveEndTurn | FlagDashMoveGiveFlag | FlagDashMoveJump |
            FlagDashMoveLasso | FlagDashMovePassFlags | FlagDashMovePlace | FlagDashMovePlan |
            FlagDashMovePush | FlagDashMoveReady | FlagDashMoveRun | FlagDashMoveSecretTunnel |
            FlagDashMoveSelect | FlagDashMoveSetTrap | FlagDashMoveSkip | FlagDashMoveSpy |
            FlagDashMoveSpyReplace | FlagDashMoveTakeFlag | FlagDashMoveTunnel): A move of any game
            type; the game's own union applies.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DashAndCacheMoveResult | DcDashMoveResult | DiceyCurvesMoveResult | DoubleDashMoveResult | FlagDashMoveResult | Error
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        with_view=with_view,
        if_match=if_match,
        idempotency_key=idempotency_key,
        prefer=prefer,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: DashAndCacheMoveAmendDeal
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
    | FlagDashMoveTunnel,
    with_view: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> Response[
    DashAndCacheMoveResult
    | DcDashMoveResult
    | DiceyCurvesMoveResult
    | DoubleDashMoveResult
    | FlagDashMoveResult
    | Error
]:
    """Make a move as the caller's seat

     Make a move as the caller's seat.

    Args:
        game_id (str):
        with_view (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        prefer (str | Unset):
        body (DashAndCacheMoveAmendDeal | DashAndCacheMoveAuctionLot | DashAndCacheMoveBid |
            DashAndCacheMoveBreakTie | DashAndCacheMoveChallenge | DashAndCacheMoveChooseOpponent |
            DashAndCacheMoveChoosePartner | DashAndCacheMoveClaim | DashAndCacheMoveDecline |
            DashAndCacheMoveGrab | DashAndCacheMoveJunk | DashAndCacheMoveNoChallenge |
            DashAndCacheMoveReturnHome | DashAndCacheMoveRoll | DashAndCacheMoveShakeHands |
            DashAndCacheMoveStandFirm | DashAndCacheMoveSteal | DashAndCacheMoveStopBidding |
            DashAndCacheMoveStopClaiming | DashAndCacheMoveSwitch | DashAndCacheMoveTakeCommission |
            DashAndCacheMoveVote | DcDashMoveDiscardHand | DcDashMoveDiscardToLimit |
            DcDashMovePlayAllClear | DcDashMovePlayBus | DcDashMovePlayDetour |
            DcDashMovePlayDisruption | DcDashMovePlayDoorsClosing | DcDashMovePlayDraw |
            DcDashMovePlayPush | DcDashMovePlayRide | DcDashMovePlayTransferRide | DcDashMoveStay |
            DcDashMoveTravel | DiceyCurvesMoveAddGreen | DiceyCurvesMoveDrive | DiceyCurvesMoveEndTurn
            | DiceyCurvesMoveJuke | DiceyCurvesMoveKeepGoing | DiceyCurvesMovePlaceCar |
            DiceyCurvesMoveReroll | DiceyCurvesMoveSetGreen | DiceyCurvesMoveStep |
            DiceyCurvesMoveTakeControl | DoubleDashMoveDash | DoubleDashMoveMove | DoubleDashMovePass
            | FlagDashMoveBoost | FlagDashMoveChase | FlagDashMoveChooseFirst |
            FlagDashMoveCollectFlag | FlagDashMoveCombo | FlagDashMoveCopy | FlagDashMoveDig |
            FlagDashMoveDropFlag | FlagDashMoveEndTurn | FlagDashMoveGiveFlag | FlagDashMoveJump |
            FlagDashMoveLasso | FlagDashMovePassFlags | FlagDashMovePlace | FlagDashMovePlan |
            FlagDashMovePush | FlagDashMoveReady | FlagDashMoveRun | FlagDashMoveSecretTunnel |
            FlagDashMoveSelect | FlagDashMoveSetTrap | FlagDashMoveSkip | FlagDashMoveSpy |
            FlagDashMoveSpyReplace | FlagDashMoveTakeFlag | FlagDashMoveTunnel): A move of any game
            type; the game's own union applies.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DashAndCacheMoveResult | DcDashMoveResult | DiceyCurvesMoveResult | DoubleDashMoveResult | FlagDashMoveResult | Error]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        with_view=with_view,
        if_match=if_match,
        idempotency_key=idempotency_key,
        prefer=prefer,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: DashAndCacheMoveAmendDeal
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
    | FlagDashMoveTunnel,
    with_view: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> (
    DashAndCacheMoveResult
    | DcDashMoveResult
    | DiceyCurvesMoveResult
    | DoubleDashMoveResult
    | FlagDashMoveResult
    | Error
    | None
):
    """Make a move as the caller's seat

     Make a move as the caller's seat.

    Args:
        game_id (str):
        with_view (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        prefer (str | Unset):
        body (DashAndCacheMoveAmendDeal | DashAndCacheMoveAuctionLot | DashAndCacheMoveBid |
            DashAndCacheMoveBreakTie | DashAndCacheMoveChallenge | DashAndCacheMoveChooseOpponent |
            DashAndCacheMoveChoosePartner | DashAndCacheMoveClaim | DashAndCacheMoveDecline |
            DashAndCacheMoveGrab | DashAndCacheMoveJunk | DashAndCacheMoveNoChallenge |
            DashAndCacheMoveReturnHome | DashAndCacheMoveRoll | DashAndCacheMoveShakeHands |
            DashAndCacheMoveStandFirm | DashAndCacheMoveSteal | DashAndCacheMoveStopBidding |
            DashAndCacheMoveStopClaiming | DashAndCacheMoveSwitch | DashAndCacheMoveTakeCommission |
            DashAndCacheMoveVote | DcDashMoveDiscardHand | DcDashMoveDiscardToLimit |
            DcDashMovePlayAllClear | DcDashMovePlayBus | DcDashMovePlayDetour |
            DcDashMovePlayDisruption | DcDashMovePlayDoorsClosing | DcDashMovePlayDraw |
            DcDashMovePlayPush | DcDashMovePlayRide | DcDashMovePlayTransferRide | DcDashMoveStay |
            DcDashMoveTravel | DiceyCurvesMoveAddGreen | DiceyCurvesMoveDrive | DiceyCurvesMoveEndTurn
            | DiceyCurvesMoveJuke | DiceyCurvesMoveKeepGoing | DiceyCurvesMovePlaceCar |
            DiceyCurvesMoveReroll | DiceyCurvesMoveSetGreen | DiceyCurvesMoveStep |
            DiceyCurvesMoveTakeControl | DoubleDashMoveDash | DoubleDashMoveMove | DoubleDashMovePass
            | FlagDashMoveBoost | FlagDashMoveChase | FlagDashMoveChooseFirst |
            FlagDashMoveCollectFlag | FlagDashMoveCombo | FlagDashMoveCopy | FlagDashMoveDig |
            FlagDashMoveDropFlag | FlagDashMoveEndTurn | FlagDashMoveGiveFlag | FlagDashMoveJump |
            FlagDashMoveLasso | FlagDashMovePassFlags | FlagDashMovePlace | FlagDashMovePlan |
            FlagDashMovePush | FlagDashMoveReady | FlagDashMoveRun | FlagDashMoveSecretTunnel |
            FlagDashMoveSelect | FlagDashMoveSetTrap | FlagDashMoveSkip | FlagDashMoveSpy |
            FlagDashMoveSpyReplace | FlagDashMoveTakeFlag | FlagDashMoveTunnel): A move of any game
            type; the game's own union applies.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DashAndCacheMoveResult | DcDashMoveResult | DiceyCurvesMoveResult | DoubleDashMoveResult | FlagDashMoveResult | Error
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            with_view=with_view,
            if_match=if_match,
            idempotency_key=idempotency_key,
            prefer=prefer,
        )
    ).parsed
