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
    from ..models.dc_dash_event_card_played_move import DcDashEventCardPlayedMove


T = TypeVar("T", bound="DcDashEventCardPlayed")


@_attrs_define
class DcDashEventCardPlayed:
    """An action card played; ``move`` is the move as played, without a Detour's private Station card.

    Attributes:
        card (str):
        move (DcDashEventCardPlayedMove):
        seat (int):
        type_ (Literal['card_played']):
    """

    card: str
    move: DcDashEventCardPlayedMove
    seat: int
    type_: Literal["card_played"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        move = self.move.to_dict()

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "move": move,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dc_dash_event_card_played_move import DcDashEventCardPlayedMove

        d = dict(src_dict)
        card = d.pop("card")

        move = DcDashEventCardPlayedMove.from_dict(d.pop("move"))

        seat = d.pop("seat")

        type_ = cast(Literal["card_played"], d.pop("type"))
        if type_ != "card_played":
            raise ValueError(f"type must match const 'card_played', got '{type_}'")

        dc_dash_event_card_played = cls(
            card=card,
            move=move,
            seat=seat,
            type_=type_,
        )

        return dc_dash_event_card_played
