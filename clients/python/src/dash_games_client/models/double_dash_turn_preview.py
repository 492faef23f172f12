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

from ..models.double_dash_turn_preview_stop import DoubleDashTurnPreviewStop

if TYPE_CHECKING:
    from ..models.double_dash_move_dash import DoubleDashMoveDash
    from ..models.double_dash_move_move import DoubleDashMoveMove
    from ..models.double_dash_move_pass import DoubleDashMovePass
    from ..models.double_dash_view import DoubleDashView


T = TypeVar("T", bound="DoubleDashTurnPreview")


@_attrs_define
class DoubleDashTurnPreview:
    """A staged turn of a Double Dash! game as far as it may be shown (docs/CONFIRM.md). Nothing was played.

    Attributes:
        game_type (Literal['double_dash']): The game's type.
        legal_moves (list[DoubleDashMoveDash | DoubleDashMoveMove | DoubleDashMovePass]): The seat's next moves after
            the shown ones (empty when `stop` is set).
        seat (int):
        shown (int): How many staged moves `view` shows played.
        stop (DoubleDashTurnPreviewStop | None): Why no more is shown: the last staged move ends the turn (`turn_over`),
            or its result is revealed only when it is played (`hidden_result`: dice, a card, a hidden plan). Null: the turn
            goes on and `legal_moves` are next.
        version (int): The version previewed from: send the staged moves in order, the first with this `If-Match`.
        view (DoubleDashView): The whole public position: pieces per seat, the opening roll, this turn's dice.
            ``pieces[s]`` lists the squares of seat s's pieces. ``opening_rolls`` holds one [seat 0 die, seat 1 die] pair
            per round (ties were rolled again). ``dice`` were rolled at the start of turn ``turn`` for ``to_move``;
            ``unused_dice`` may still be played. ``moved_piece``/``moved_direction`` record this turn's earlier move, which
            limits the next one (another piece, or on doubles a second leg in another direction).
    """

    game_type: Literal["double_dash"]
    legal_moves: list[DoubleDashMoveDash | DoubleDashMoveMove | DoubleDashMovePass]
    seat: int
    shown: int
    stop: DoubleDashTurnPreviewStop | None
    version: int
    view: DoubleDashView

    def to_dict(self) -> dict[str, Any]:
        from ..models.double_dash_move_dash import DoubleDashMoveDash
        from ..models.double_dash_move_move import DoubleDashMoveMove

        game_type = self.game_type

        legal_moves = []
        for legal_moves_item_data in self.legal_moves:
            legal_moves_item: dict[str, Any]
            if isinstance(legal_moves_item_data, DoubleDashMoveDash) or isinstance(
                legal_moves_item_data, DoubleDashMoveMove
            ):
                legal_moves_item = legal_moves_item_data.to_dict()
            else:
                legal_moves_item = legal_moves_item_data.to_dict()

            legal_moves.append(legal_moves_item)

        seat = self.seat

        shown = self.shown

        stop: None | str
        if isinstance(self.stop, DoubleDashTurnPreviewStop):
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
        from ..models.double_dash_move_dash import DoubleDashMoveDash
        from ..models.double_dash_move_move import DoubleDashMoveMove
        from ..models.double_dash_move_pass import DoubleDashMovePass
        from ..models.double_dash_view import DoubleDashView

        d = dict(src_dict)
        game_type = cast(Literal["double_dash"], d.pop("game_type"))
        if game_type != "double_dash":
            raise ValueError(
                f"game_type must match const 'double_dash', got '{game_type}'"
            )

        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in _legal_moves:

            def _parse_legal_moves_item(
                data: object,
            ) -> DoubleDashMoveDash | DoubleDashMoveMove | DoubleDashMovePass:
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
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_double_dash_move_type_2 = (
                    DoubleDashMovePass.from_dict(data)
                )

                return componentsschemas_double_dash_move_type_2

            legal_moves_item = _parse_legal_moves_item(legal_moves_item_data)

            legal_moves.append(legal_moves_item)

        seat = d.pop("seat")

        shown = d.pop("shown")

        def _parse_stop(data: object) -> DoubleDashTurnPreviewStop | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stop_type_0 = DoubleDashTurnPreviewStop(data)

                return stop_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DoubleDashTurnPreviewStop | None, data)

        stop = _parse_stop(d.pop("stop"))

        version = d.pop("version")

        view = DoubleDashView.from_dict(d.pop("view"))

        double_dash_turn_preview = cls(
            game_type=game_type,
            legal_moves=legal_moves,
            seat=seat,
            shown=shown,
            stop=stop,
            version=version,
            view=view,
        )

        return double_dash_turn_preview
