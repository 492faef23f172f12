from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.account_event_type import AccountEventType

if TYPE_CHECKING:
    from ..models.account_event_data import AccountEventData


T = TypeVar("T", bound="AccountEvent")


@_attrs_define
class AccountEvent:
    """
    Attributes:
        data (AccountEventData): By type. `challenge_*`: the challenge (schema `Challenge`). `game_started`: game_id,
            game_type, version, seat (yours), rated, seats [{seat, player_id, name, is_bot}]. `your_turn`: game_id,
            game_type, version (send it as If-Match), seat, legal_moves (your seat's moves, exactly as `legal-moves` lists
            them), clock ({deadline: unix s or null, remaining: banked s or null}, or null without a clock).
            `game_finished`: game_id, game_type, outcome (the game's outcome), seat, rating_change ({before, after, delta}
            or null for a casual game). `token_revoked`: token_id (one of this account's tokens was revoked or rotated).
        id (str): Pass as `after` or Last-Event-ID to resume.
        type_ (AccountEventType):
    """

    data: AccountEventData
    id: str
    type_: AccountEventType

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        id = self.id

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
                "id": id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.account_event_data import AccountEventData

        d = dict(src_dict)
        data = AccountEventData.from_dict(d.pop("data"))

        id = d.pop("id")

        type_ = AccountEventType(d.pop("type"))

        account_event = cls(
            data=data,
            id=id,
            type_=type_,
        )

        return account_event
