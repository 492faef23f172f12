from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.dash_and_cache_replay_move_actor import DashAndCacheReplayMoveActor

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


T = TypeVar("T", bound="DashAndCacheReplayMove")


@_attrs_define
class DashAndCacheReplayMove:
    """
    Attributes:
        actor (DashAndCacheReplayMoveActor | int): The seat that moved, or "timer" or "resign".
        move (DashAndCacheMoveAmendDeal | DashAndCacheMoveAuctionLot | DashAndCacheMoveBid | DashAndCacheMoveBreakTie |
            DashAndCacheMoveChallenge | DashAndCacheMoveChooseOpponent | DashAndCacheMoveChoosePartner |
            DashAndCacheMoveClaim | DashAndCacheMoveDecline | DashAndCacheMoveGrab | DashAndCacheMoveJunk |
            DashAndCacheMoveNoChallenge | DashAndCacheMoveReturnHome | DashAndCacheMoveRoll | DashAndCacheMoveShakeHands |
            DashAndCacheMoveStandFirm | DashAndCacheMoveSteal | DashAndCacheMoveStopBidding | DashAndCacheMoveStopClaiming |
            DashAndCacheMoveSwitch | DashAndCacheMoveTakeCommission | DashAndCacheMoveVote | int | str): The move (a
            seat's), the timer's id, or the resigning seat.
        version (int): The game's version after it.
    """

    actor: DashAndCacheReplayMoveActor | int
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
        | int
        | str
    )
    version: int

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

        actor: int | str
        if isinstance(self.actor, DashAndCacheReplayMoveActor):
            actor = self.actor.value
        else:
            actor = self.actor

        move: dict[str, Any] | int | str
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
        ):
            move = self.move.to_dict()
        else:
            move = self.move

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "actor": actor,
                "move": move,
                "version": version,
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

        d = dict(src_dict)

        def _parse_actor(data: object) -> DashAndCacheReplayMoveActor | int:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                actor_type_1 = DashAndCacheReplayMoveActor(data)

                return actor_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DashAndCacheReplayMoveActor | int, data)

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
            | int
            | str
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
                | int
                | str,
                data,
            )

        move = _parse_move(d.pop("move"))

        version = d.pop("version")

        dash_and_cache_replay_move = cls(
            actor=actor,
            move=move,
            version=version,
        )

        return dash_and_cache_replay_move
