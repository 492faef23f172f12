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
    from ..models.turn_clock import TurnClock


T = TypeVar("T", bound="FlagDashYourTurnData")


@_attrs_define
class FlagDashYourTurnData:
    """`your_turn` in a Flag Dash game: everything the seat's next decision needs.

    Attributes:
        clock (None | TurnClock): Null for a game without a clock.
        game_id (str):
        game_type (Literal['flag_dash']):
        legal_moves (list[FlagDashMoveBoost | FlagDashMoveChase | FlagDashMoveChooseFirst | FlagDashMoveCollectFlag |
            FlagDashMoveCombo | FlagDashMoveCopy | FlagDashMoveDig | FlagDashMoveDropFlag | FlagDashMoveEndTurn |
            FlagDashMoveGiveFlag | FlagDashMoveJump | FlagDashMoveLasso | FlagDashMovePassFlags | FlagDashMovePlace |
            FlagDashMovePlan | FlagDashMovePush | FlagDashMoveReady | FlagDashMoveRun | FlagDashMoveSecretTunnel |
            FlagDashMoveSelect | FlagDashMoveSetTrap | FlagDashMoveSkip | FlagDashMoveSpy | FlagDashMoveSpyReplace |
            FlagDashMoveTakeFlag | FlagDashMoveTunnel]): Your seat's moves, exactly as `legal-moves` lists them: post one as
            the move.
        seat (int): Yours.
        version (int): Send it as If-Match.
        view (FlagDashView | None | Unset): Only with `with_view=true` on the stream: your seat's view of the game at
            this version (what `GET /v1/games/{id}` answers as `view`); null when the game has moved on since (a newer turn
            follows).
    """

    clock: None | TurnClock
    game_id: str
    game_type: Literal["flag_dash"]
    legal_moves: list[
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
    seat: int
    version: int
    view: FlagDashView | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
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
        from ..models.flag_dash_view import FlagDashView
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
                isinstance(legal_moves_item_data, FlagDashMoveBoost)
                or isinstance(legal_moves_item_data, FlagDashMoveChase)
                or isinstance(legal_moves_item_data, FlagDashMoveChooseFirst)
                or isinstance(legal_moves_item_data, FlagDashMoveCollectFlag)
                or isinstance(legal_moves_item_data, FlagDashMoveCombo)
                or isinstance(legal_moves_item_data, FlagDashMoveCopy)
                or isinstance(legal_moves_item_data, FlagDashMoveDig)
                or isinstance(legal_moves_item_data, FlagDashMoveDropFlag)
                or isinstance(legal_moves_item_data, FlagDashMoveEndTurn)
                or isinstance(legal_moves_item_data, FlagDashMoveGiveFlag)
                or isinstance(legal_moves_item_data, FlagDashMoveJump)
                or isinstance(legal_moves_item_data, FlagDashMoveLasso)
                or isinstance(legal_moves_item_data, FlagDashMovePassFlags)
                or isinstance(legal_moves_item_data, FlagDashMovePlace)
                or isinstance(legal_moves_item_data, FlagDashMovePlan)
                or isinstance(legal_moves_item_data, FlagDashMovePush)
                or isinstance(legal_moves_item_data, FlagDashMoveReady)
                or isinstance(legal_moves_item_data, FlagDashMoveRun)
                or isinstance(legal_moves_item_data, FlagDashMoveSecretTunnel)
                or isinstance(legal_moves_item_data, FlagDashMoveSelect)
                or isinstance(legal_moves_item_data, FlagDashMoveSetTrap)
                or isinstance(legal_moves_item_data, FlagDashMoveSkip)
                or isinstance(legal_moves_item_data, FlagDashMoveSpy)
                or isinstance(legal_moves_item_data, FlagDashMoveSpyReplace)
                or isinstance(legal_moves_item_data, FlagDashMoveTakeFlag)
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
        elif isinstance(self.view, FlagDashView):
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

        game_type = cast(Literal["flag_dash"], d.pop("game_type"))
        if game_type != "flag_dash":
            raise ValueError(
                f"game_type must match const 'flag_dash', got '{game_type}'"
            )

        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in _legal_moves:

            def _parse_legal_moves_item(
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

            legal_moves_item = _parse_legal_moves_item(legal_moves_item_data)

            legal_moves.append(legal_moves_item)

        seat = d.pop("seat")

        version = d.pop("version")

        def _parse_view(data: object) -> FlagDashView | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0 = FlagDashView.from_dict(data)

                return view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FlagDashView | None | Unset, data)

        view = _parse_view(d.pop("view", UNSET))

        flag_dash_your_turn_data = cls(
            clock=clock,
            game_id=game_id,
            game_type=game_type,
            legal_moves=legal_moves,
            seat=seat,
            version=version,
            view=view,
        )

        return flag_dash_your_turn_data
