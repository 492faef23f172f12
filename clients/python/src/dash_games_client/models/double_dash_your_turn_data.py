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
    from ..models.double_dash_move_dash import DoubleDashMoveDash
    from ..models.double_dash_move_move import DoubleDashMoveMove
    from ..models.double_dash_move_pass import DoubleDashMovePass
    from ..models.double_dash_view import DoubleDashView
    from ..models.turn_clock import TurnClock


T = TypeVar("T", bound="DoubleDashYourTurnData")


@_attrs_define
class DoubleDashYourTurnData:
    """`your_turn` in a Double Dash! game: everything the seat's next decision needs.

    Attributes:
        clock (None | TurnClock): Null for a game without a clock.
        game_id (str):
        game_type (Literal['double_dash']):
        legal_moves (list[DoubleDashMoveDash | DoubleDashMoveMove | DoubleDashMovePass]): Your seat's moves, exactly as
            `legal-moves` lists them: post one as the move.
        seat (int): Yours.
        version (int): Send it as If-Match.
        view (DoubleDashView | None | Unset): Only with `with_view=true` on the stream: your seat's view of the game at
            this version (what `GET /v1/games/{id}` answers as `view`); null when the game has moved on since (a newer turn
            follows).
    """

    clock: None | TurnClock
    game_id: str
    game_type: Literal["double_dash"]
    legal_moves: list[DoubleDashMoveDash | DoubleDashMoveMove | DoubleDashMovePass]
    seat: int
    version: int
    view: DoubleDashView | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.double_dash_move_dash import DoubleDashMoveDash
        from ..models.double_dash_move_move import DoubleDashMoveMove
        from ..models.double_dash_view import DoubleDashView
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
            if isinstance(legal_moves_item_data, DoubleDashMoveDash) or isinstance(
                legal_moves_item_data, DoubleDashMoveMove
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
        elif isinstance(self.view, DoubleDashView):
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
        from ..models.double_dash_move_dash import DoubleDashMoveDash
        from ..models.double_dash_move_move import DoubleDashMoveMove
        from ..models.double_dash_move_pass import DoubleDashMovePass
        from ..models.double_dash_view import DoubleDashView
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

        version = d.pop("version")

        def _parse_view(data: object) -> DoubleDashView | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0 = DoubleDashView.from_dict(data)

                return view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DoubleDashView | None | Unset, data)

        view = _parse_view(d.pop("view", UNSET))

        double_dash_your_turn_data = cls(
            clock=clock,
            game_id=game_id,
            game_type=game_type,
            legal_moves=legal_moves,
            seat=seat,
            version=version,
            view=view,
        )

        return double_dash_your_turn_data
