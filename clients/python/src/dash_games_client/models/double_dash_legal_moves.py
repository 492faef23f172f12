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
    from ..models.double_dash_move_dash import DoubleDashMoveDash
    from ..models.double_dash_move_move import DoubleDashMoveMove
    from ..models.double_dash_move_pass import DoubleDashMovePass


T = TypeVar("T", bound="DoubleDashLegalMoves")


@_attrs_define
class DoubleDashLegalMoves:
    """A seat's legal moves in a Double Dash! game now.

    Attributes:
        game_type (Literal['double_dash']): The game's type.
        moves (list[DoubleDashMoveDash | DoubleDashMoveMove | DoubleDashMovePass]): Empty when it is not the seat's
            turn.
        seat (int):
        version (int): The version they are legal at.
    """

    game_type: Literal["double_dash"]
    moves: list[DoubleDashMoveDash | DoubleDashMoveMove | DoubleDashMovePass]
    seat: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.double_dash_move_dash import DoubleDashMoveDash
        from ..models.double_dash_move_move import DoubleDashMoveMove

        game_type = self.game_type

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, DoubleDashMoveDash) or isinstance(
                moves_item_data, DoubleDashMoveMove
            ):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)

        seat = self.seat

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_type": game_type,
                "moves": moves,
                "seat": seat,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.double_dash_move_dash import DoubleDashMoveDash
        from ..models.double_dash_move_move import DoubleDashMoveMove
        from ..models.double_dash_move_pass import DoubleDashMovePass

        d = dict(src_dict)
        game_type = cast(Literal["double_dash"], d.pop("game_type"))
        if game_type != "double_dash":
            raise ValueError(
                f"game_type must match const 'double_dash', got '{game_type}'"
            )

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
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

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        seat = d.pop("seat")

        version = d.pop("version")

        double_dash_legal_moves = cls(
            game_type=game_type,
            moves=moves,
            seat=seat,
            version=version,
        )

        return double_dash_legal_moves
