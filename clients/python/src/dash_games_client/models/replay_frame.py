from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.dash_and_cache_view import DashAndCacheView
    from ..models.dc_dash_view import DcDashView
    from ..models.dicey_curves_view import DiceyCurvesView
    from ..models.double_dash_view import DoubleDashView
    from ..models.flag_dash_view import FlagDashView


T = TypeVar("T", bound="ReplayFrame")


@_attrs_define
class ReplayFrame:
    """
    Attributes:
        actor (Any): The step's actor: a seat, "timer" or "resign"; null at 0.
        move (Any): The move JSON (a timer id, the resigning seat); null at 0.
        step (int): 0: the start; i: after the i-th replay move.
        version (int): The game's version then.
        view (DashAndCacheView | DcDashView | DiceyCurvesView | DoubleDashView | FlagDashView): The view of a game of
            any type (the game's own view schema applies).
    """

    actor: Any
    move: Any
    step: int
    version: int
    view: (
        DashAndCacheView | DcDashView | DiceyCurvesView | DoubleDashView | FlagDashView
    )

    def to_dict(self) -> dict[str, Any]:
        from ..models.dash_and_cache_view import DashAndCacheView
        from ..models.dc_dash_view import DcDashView
        from ..models.dicey_curves_view import DiceyCurvesView
        from ..models.double_dash_view import DoubleDashView

        actor = self.actor

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
        from ..models.dash_and_cache_view import DashAndCacheView
        from ..models.dc_dash_view import DcDashView
        from ..models.dicey_curves_view import DiceyCurvesView
        from ..models.double_dash_view import DoubleDashView
        from ..models.flag_dash_view import FlagDashView

        d = dict(src_dict)
        actor = d.pop("actor")

        move = d.pop("move")

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
