from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.flag_dash_event_game_over_winner import FlagDashEventGameOverWinner

T = TypeVar("T", bound="FlagDashEventGameOver")


@_attrs_define
class FlagDashEventGameOver:
    """The game's own end event (``game_finished`` follows it with the outcome); ``winner``: the team, None for a draw.

    Attributes:
        reason (str):
        type_ (Literal['game_over']):
        winner (FlagDashEventGameOverWinner | None):
    """

    reason: str
    type_: Literal["game_over"]
    winner: FlagDashEventGameOverWinner | None

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        type_ = self.type_

        winner: None | str
        if isinstance(self.winner, FlagDashEventGameOverWinner):
            winner = self.winner.value
        else:
            winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "type": type_,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        reason = d.pop("reason")

        type_ = cast(Literal["game_over"], d.pop("type"))
        if type_ != "game_over":
            raise ValueError(f"type must match const 'game_over', got '{type_}'")

        def _parse_winner(data: object) -> FlagDashEventGameOverWinner | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_type_0 = FlagDashEventGameOverWinner(data)

                return winner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FlagDashEventGameOverWinner | None, data)

        winner = _parse_winner(d.pop("winner"))

        flag_dash_event_game_over = cls(
            reason=reason,
            type_=type_,
            winner=winner,
        )

        return flag_dash_event_game_over
