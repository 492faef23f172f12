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

from ..models.dash_and_cache_turn_preview_stop import DashAndCacheTurnPreviewStop

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


T = TypeVar("T", bound="DashAndCacheTurnPreview")


@_attrs_define
class DashAndCacheTurnPreview:
    """A staged turn of a Dash and Cache game as far as it may be shown (docs/CONFIRM.md). Nothing was played.

    Attributes:
        game_type (Literal['dash_and_cache']): The game's type.
        legal_moves (list[DashAndCacheMoveAmendDeal | DashAndCacheMoveAuctionLot | DashAndCacheMoveBid |
            DashAndCacheMoveBreakTie | DashAndCacheMoveChallenge | DashAndCacheMoveChooseOpponent |
            DashAndCacheMoveChoosePartner | DashAndCacheMoveClaim | DashAndCacheMoveDecline | DashAndCacheMoveGrab |
            DashAndCacheMoveJunk | DashAndCacheMoveNoChallenge | DashAndCacheMoveReturnHome | DashAndCacheMoveRoll |
            DashAndCacheMoveShakeHands | DashAndCacheMoveStandFirm | DashAndCacheMoveSteal | DashAndCacheMoveStopBidding |
            DashAndCacheMoveStopClaiming | DashAndCacheMoveSwitch | DashAndCacheMoveTakeCommission | DashAndCacheMoveVote]):
            The seat's next moves after the shown ones (empty when `stop` is set).
        seat (int):
        shown (int): How many staged moves `view` shows played.
        stop (DashAndCacheTurnPreviewStop | None): Why no more is shown: the last staged move ends the turn
            (`turn_over`), or its result is revealed only when it is played (`hidden_result`: dice, a card, a hidden plan).
            Null: the turn goes on and `legal_moves` are next.
        version (int): The version previewed from: send the staged moves in order, the first with this `If-Match`.
        view (DashAndCacheView): One seat's view of a game of Dash and Cache (``viewer`` null: a spectator). Cards are
            named by id (``has-handle``); items by id, with their names in ``room``/``item_names``.
    """

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
    shown: int
    stop: DashAndCacheTurnPreviewStop | None
    version: int
    view: DashAndCacheView

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

        shown = self.shown

        stop: None | str
        if isinstance(self.stop, DashAndCacheTurnPreviewStop):
            stop = self.stop.value
        else:
            stop = self.stop

        version = self.version

        view = self.view.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_type": game_type,
                "legal_moves": legal_moves,
                "seat": seat,
                "shown": shown,
                "stop": stop,
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

        d = dict(src_dict)
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

        shown = d.pop("shown")

        def _parse_stop(data: object) -> DashAndCacheTurnPreviewStop | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stop_type_0 = DashAndCacheTurnPreviewStop(data)

                return stop_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DashAndCacheTurnPreviewStop | None, data)

        stop = _parse_stop(d.pop("stop"))

        version = d.pop("version")

        view = DashAndCacheView.from_dict(d.pop("view"))

        dash_and_cache_turn_preview = cls(
            game_type=game_type,
            legal_moves=legal_moves,
            seat=seat,
            shown=shown,
            stop=stop,
            version=version,
            view=view,
        )

        return dash_and_cache_turn_preview
