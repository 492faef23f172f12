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

from ..types import UNSET, Unset

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
    from ..models.turn_clock import TurnClock


T = TypeVar("T", bound="DashAndCacheYourTurnData")


@_attrs_define
class DashAndCacheYourTurnData:
    """`your_turn` in a Dash and Cache game: everything the seat's next decision needs.

    Attributes:
        clock (None | TurnClock): Null for a game without a clock.
        game_id (str):
        game_type (Literal['dash_and_cache']):
        legal_moves (list[DashAndCacheMoveAmendDeal | DashAndCacheMoveAuctionLot | DashAndCacheMoveBid |
            DashAndCacheMoveBreakTie | DashAndCacheMoveChallenge | DashAndCacheMoveChooseOpponent |
            DashAndCacheMoveChoosePartner | DashAndCacheMoveClaim | DashAndCacheMoveDecline | DashAndCacheMoveGrab |
            DashAndCacheMoveJunk | DashAndCacheMoveNoChallenge | DashAndCacheMoveReturnHome | DashAndCacheMoveRoll |
            DashAndCacheMoveShakeHands | DashAndCacheMoveStandFirm | DashAndCacheMoveSteal | DashAndCacheMoveStopBidding |
            DashAndCacheMoveStopClaiming | DashAndCacheMoveSwitch | DashAndCacheMoveTakeCommission | DashAndCacheMoveVote]):
            Your seat's moves, exactly as `legal-moves` lists them: post one as the move.
        seat (int): Yours.
        version (int): Send it as If-Match.
        view (DashAndCacheView | None | Unset): Only with `with_view=true` on the stream: your seat's view of the game
            at this version (what `GET /v1/games/{id}` answers as `view`); null when the game has moved on since (a newer
            turn follows).
    """

    clock: None | TurnClock
    game_id: str
    game_type: Literal["dash_and_cache"]
    legal_moves: list[
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
    seat: int
    version: int
    view: DashAndCacheView | None | Unset = UNSET

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
        from ..models.dash_and_cache_view import DashAndCacheView
        from ..models.turn_clock import TurnClock

        clock: dict[str, Any] | None
        if isinstance(self.clock, TurnClock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        game_id = self.game_id

        game_type = self.game_type

        legal_moves = []
        for legal_moves_item_data in self.legal_moves:
            legal_moves_item: dict[str, Any]
            if (
                isinstance(legal_moves_item_data, DashAndCacheMoveAmendDeal)
                or isinstance(legal_moves_item_data, DashAndCacheMoveAuctionLot)
                or isinstance(legal_moves_item_data, DashAndCacheMoveBid)
                or isinstance(legal_moves_item_data, DashAndCacheMoveBreakTie)
                or isinstance(legal_moves_item_data, DashAndCacheMoveChallenge)
                or isinstance(legal_moves_item_data, DashAndCacheMoveChooseOpponent)
                or isinstance(legal_moves_item_data, DashAndCacheMoveChoosePartner)
                or isinstance(legal_moves_item_data, DashAndCacheMoveClaim)
                or isinstance(legal_moves_item_data, DashAndCacheMoveDecline)
                or isinstance(legal_moves_item_data, DashAndCacheMoveGrab)
                or isinstance(legal_moves_item_data, DashAndCacheMoveJunk)
                or isinstance(legal_moves_item_data, DashAndCacheMoveNoChallenge)
                or isinstance(legal_moves_item_data, DashAndCacheMoveReturnHome)
                or isinstance(legal_moves_item_data, DashAndCacheMoveRoll)
                or isinstance(legal_moves_item_data, DashAndCacheMoveShakeHands)
                or isinstance(legal_moves_item_data, DashAndCacheMoveStandFirm)
                or isinstance(legal_moves_item_data, DashAndCacheMoveSteal)
                or isinstance(legal_moves_item_data, DashAndCacheMoveStopBidding)
                or isinstance(legal_moves_item_data, DashAndCacheMoveStopClaiming)
                or isinstance(legal_moves_item_data, DashAndCacheMoveSwitch)
                or isinstance(legal_moves_item_data, DashAndCacheMoveTakeCommission)
            ):
                legal_moves_item = legal_moves_item_data.to_dict()
            else:
                legal_moves_item = legal_moves_item_data.to_dict()

            legal_moves.append(legal_moves_item)

        seat = self.seat

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
                "game_id": game_id,
                "game_type": game_type,
                "legal_moves": legal_moves,
                "seat": seat,
                "version": version,
            }
        )
        if view is not UNSET:
            field_dict["view"] = view

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
        from ..models.turn_clock import TurnClock

        d = dict(src_dict)

        def _parse_clock(data: object) -> None | TurnClock:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = TurnClock.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TurnClock, data)

        clock = _parse_clock(d.pop("clock"))

        game_id = d.pop("game_id")

        game_type = cast(Literal["dash_and_cache"], d.pop("game_type"))
        if game_type != "dash_and_cache":
            raise ValueError(
                f"game_type must match const 'dash_and_cache', got '{game_type}'"
            )

        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in _legal_moves:

            def _parse_legal_moves_item(
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

            legal_moves_item = _parse_legal_moves_item(legal_moves_item_data)

            legal_moves.append(legal_moves_item)

        seat = d.pop("seat")

        version = d.pop("version")

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

        dash_and_cache_your_turn_data = cls(
            clock=clock,
            game_id=game_id,
            game_type=game_type,
            legal_moves=legal_moves,
            seat=seat,
            version=version,
            view=view,
        )

        return dash_and_cache_your_turn_data
