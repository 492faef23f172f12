from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.turn_clock import TurnClock


T = TypeVar("T", bound="YourTurnData")


@_attrs_define
class YourTurnData:
    """
    Attributes:
        clock (None | TurnClock): Null for a game without a clock.
        game_id (str):
        game_type (str):
        legal_moves (list[Any]): Your seat's moves, exactly as `legal-moves` lists them: post one as the move.
        seat (int):
        version (int): Send it as If-Match.
    """

    clock: None | TurnClock
    game_id: str
    game_type: str
    legal_moves: list[Any]
    seat: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.turn_clock import TurnClock

        clock: dict[str, Any] | None
        if isinstance(self.clock, TurnClock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        game_id = self.game_id

        game_type = self.game_type

        legal_moves = self.legal_moves

        seat = self.seat

        version = self.version

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

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
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

        game_type = d.pop("game_type")

        legal_moves = cast(list[Any], d.pop("legal_moves"))

        seat = d.pop("seat")

        version = d.pop("version")

        your_turn_data = cls(
            clock=clock,
            game_id=game_id,
            game_type=game_type,
            legal_moves=legal_moves,
            seat=seat,
            version=version,
        )

        return your_turn_data
