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
    from ..models.outcome import Outcome


T = TypeVar("T", bound="TableEventGameFinished")


@_attrs_define
class TableEventGameFinished:
    """The game is over: the last event of every game, whatever its type. ``outcome`` is the ``Outcome`` the game's summary
    shows from now on.

        Attributes:
            outcome (Outcome): How a finished game ended.
            type_ (Literal['game_finished']):
    """

    outcome: Outcome
    type_: Literal["game_finished"]

    def to_dict(self) -> dict[str, Any]:
        outcome = self.outcome.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "outcome": outcome,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.outcome import Outcome

        d = dict(src_dict)
        outcome = Outcome.from_dict(d.pop("outcome"))

        type_ = cast(Literal["game_finished"], d.pop("type"))
        if type_ != "game_finished":
            raise ValueError(f"type must match const 'game_finished', got '{type_}'")

        table_event_game_finished = cls(
            outcome=outcome,
            type_=type_,
        )

        return table_event_game_finished
