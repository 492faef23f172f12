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
    from ..models.seek_removed_data import SeekRemovedData


T = TypeVar("T", bound="AccountEventSeekRemoved")


@_attrs_define
class AccountEventSeekRemoved:
    """Your waiting seek was dropped.

    Attributes:
        data (SeekRemovedData):
        id (str): Pass as `after` or Last-Event-ID to resume.
        type_ (Literal['seek_removed']):
        replayed (bool | Unset): True on a record listed at the connection's start (`replay=true`) because it is still
            open; its `id` is the cursor the connection started from.
    """

    data: SeekRemovedData
    id: str
    type_: Literal["seek_removed"]
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
        from ..models.seek_removed_data import SeekRemovedData

        d = dict(src_dict)
        data = SeekRemovedData.from_dict(d.pop("data"))

        id = d.pop("id")

        type_ = cast(Literal["seek_removed"], d.pop("type"))
        if type_ != "seek_removed":
            raise ValueError(f"type must match const 'seek_removed', got '{type_}'")

        replayed = d.pop("replayed", UNSET)

        account_event_seek_removed = cls(
            data=data,
            id=id,
            type_=type_,
            replayed=replayed,
        )

        return account_event_seek_removed
