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


T = TypeVar("T", bound="FlagDashEventAction")


@_attrs_define
class FlagDashEventAction:
    """One effect resolved: the move as played.

    Attributes:
        hand (int):
        move (FlagDashMoveBoost | FlagDashMoveChase | FlagDashMoveChooseFirst | FlagDashMoveCollectFlag |
            FlagDashMoveCombo | FlagDashMoveCopy | FlagDashMoveDig | FlagDashMoveDropFlag | FlagDashMoveEndTurn |
            FlagDashMoveGiveFlag | FlagDashMoveJump | FlagDashMoveLasso | FlagDashMovePassFlags | FlagDashMovePlace |
            FlagDashMovePlan | FlagDashMovePush | FlagDashMoveReady | FlagDashMoveRun | FlagDashMoveSecretTunnel |
            FlagDashMoveSelect | FlagDashMoveSetTrap | FlagDashMoveSkip | FlagDashMoveSpy | FlagDashMoveSpyReplace |
            FlagDashMoveTakeFlag | FlagDashMoveTunnel): A Flag Dash move; `type` says which.
        type_ (Literal['action']):
    """

    hand: int
    move: (
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
    )
    type_: Literal["action"]

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

        hand = self.hand

        move: dict[str, Any]
        if (
            isinstance(self.move, FlagDashMoveBoost)
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
        ):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
                "move": move,
                "type": type_,
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

        d = dict(src_dict)
        hand = d.pop("hand")

        def _parse_move(
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
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_flag_dash_move_type_25 = FlagDashMoveTunnel.from_dict(
                data
            )

            return componentsschemas_flag_dash_move_type_25

        move = _parse_move(d.pop("move"))

        type_ = cast(Literal["action"], d.pop("type"))
        if type_ != "action":
            raise ValueError(f"type must match const 'action', got '{type_}'")

        flag_dash_event_action = cls(
            hand=hand,
            move=move,
            type_=type_,
        )

        return flag_dash_event_action
