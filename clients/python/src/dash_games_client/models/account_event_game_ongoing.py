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
    from ..models.game_ongoing_data import GameOngoingData


T = TypeVar("T", bound="AccountEventGameOngoing")


@_attrs_define
class AccountEventGameOngoing:
    """Replayed only: a game you sit in is under way.

    Attributes:
        data (GameOngoingData):
        id (str): Pass as `after` or Last-Event-ID to resume.
        type_ (Literal['game_ongoing']):
        replayed (bool | Unset): True on a record listed at the connection's start (`replay=true`) because it is still
            open; its `id` is the cursor the connection started from.
    """

    data: GameOngoingData
    id: str
    type_: Literal["game_ongoing"]
    replayed: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        id = self.id

        type_ = self.type_

        replayed = self.replayed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
                "id": id,
                "type": type_,
            }
        )
        if replayed is not UNSET:
            field_dict["replayed"] = replayed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_ongoing_data import GameOngoingData

        d = dict(src_dict)
        data = GameOngoingData.from_dict(d.pop("data"))

        id = d.pop("id")

        type_ = cast(Literal["game_ongoing"], d.pop("type"))
        if type_ != "game_ongoing":
            raise ValueError(f"type must match const 'game_ongoing', got '{type_}'")

        replayed = d.pop("replayed", UNSET)

        account_event_game_ongoing = cls(
            data=data,
            id=id,
            type_=type_,
            replayed=replayed,
        )

        return account_event_game_ongoing
