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

from ..models.flag_dash_turn_preview_stop import FlagDashTurnPreviewStop

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


T = TypeVar("T", bound="FlagDashTurnPreview")


@_attrs_define
class FlagDashTurnPreview:
    """A staged turn of a Flag Dash game as far as it may be shown (docs/CONFIRM.md). Nothing was played.

    Attributes:
        game_type (Literal['flag_dash']): The game's type.
        legal_moves (list[FlagDashMoveBoost | FlagDashMoveChase | FlagDashMoveChooseFirst | FlagDashMoveCollectFlag |
            FlagDashMoveCombo | FlagDashMoveCopy | FlagDashMoveDig | FlagDashMoveDropFlag | FlagDashMoveEndTurn |
            FlagDashMoveGiveFlag | FlagDashMoveJump | FlagDashMoveLasso | FlagDashMovePassFlags | FlagDashMovePlace |
            FlagDashMovePlan | FlagDashMovePush | FlagDashMoveReady | FlagDashMoveRun | FlagDashMoveSecretTunnel |
            FlagDashMoveSelect | FlagDashMoveSetTrap | FlagDashMoveSkip | FlagDashMoveSpy | FlagDashMoveSpyReplace |
            FlagDashMoveTakeFlag | FlagDashMoveTunnel]): The seat's next moves after the shown ones (empty when `stop` is
            set).
        seat (int):
        shown (int): How many staged moves `view` shows played.
        stop (FlagDashTurnPreviewStop | None): Why no more is shown: the last staged move ends the turn (`turn_over`),
            or its result is revealed only when it is played (`hidden_result`: dice, a card, a hidden plan). Null: the turn
            goes on and `legal_moves` are next.
        version (int): The version previewed from: send the staged moves in order, the first with this `If-Match`.
        view (FlagDashView): The table as one seat (or a spectator, seat null) sees it.
    """

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
    shown: int
    stop: FlagDashTurnPreviewStop | None
    version: int
    view: FlagDashView

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

        shown = self.shown

        stop: None | str
        if isinstance(self.stop, FlagDashTurnPreviewStop):
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

        shown = d.pop("shown")

        def _parse_stop(data: object) -> FlagDashTurnPreviewStop | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stop_type_0 = FlagDashTurnPreviewStop(data)

                return stop_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FlagDashTurnPreviewStop | None, data)

        stop = _parse_stop(d.pop("stop"))

        version = d.pop("version")

        view = FlagDashView.from_dict(d.pop("view"))

        flag_dash_turn_preview = cls(
            game_type=game_type,
            legal_moves=legal_moves,
            seat=seat,
            shown=shown,
            stop=stop,
            version=version,
            view=view,
        )

        return flag_dash_turn_preview
