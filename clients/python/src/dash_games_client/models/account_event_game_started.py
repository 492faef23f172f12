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
    from ..models.game_started_data import GameStartedData


T = TypeVar("T", bound="AccountEventGameStarted")


@_attrs_define
class AccountEventGameStarted:
    """A game you sit in has every seat filled.

    Attributes:
        data (GameStartedData):
        id (str): Pass as `after` or Last-Event-ID to resume.
        type_ (Literal['game_started']):
        replayed (bool | Unset): True on a record listed at the connection's start (`replay=true`) because it is still
            open; its `id` is the cursor the connection started from.
    """

    data: GameStartedData
    id: str
    type_: Literal["game_started"]
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
        from ..models.game_started_data import GameStartedData

        d = dict(src_dict)
        data = GameStartedData.from_dict(d.pop("data"))

        id = d.pop("id")

        type_ = cast(Literal["game_started"], d.pop("type"))
        if type_ != "game_started":
            raise ValueError(f"type must match const 'game_started', got '{type_}'")

        replayed = d.pop("replayed", UNSET)

        account_event_game_started = cls(
            data=data,
            id=id,
            type_=type_,
            replayed=replayed,
        )

        return account_event_game_started
