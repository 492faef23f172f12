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
    from ..models.token_revoked_data import TokenRevokedData


T = TypeVar("T", bound="AccountEventTokenRevoked")


@_attrs_define
class AccountEventTokenRevoked:
    """One of this account's tokens was revoked or rotated.

    Attributes:
        data (TokenRevokedData):
        id (str): Pass as `after` or Last-Event-ID to resume.
        type_ (Literal['token_revoked']):
        replayed (bool | Unset): True on a record listed at the connection's start (`replay=true`) because it is still
            open; its `id` is the cursor the connection started from.
    """

    data: TokenRevokedData
    id: str
    type_: Literal["token_revoked"]
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
        from ..models.token_revoked_data import TokenRevokedData

        d = dict(src_dict)
        data = TokenRevokedData.from_dict(d.pop("data"))

        id = d.pop("id")

        type_ = cast(Literal["token_revoked"], d.pop("type"))
        if type_ != "token_revoked":
            raise ValueError(f"type must match const 'token_revoked', got '{type_}'")

        replayed = d.pop("replayed", UNSET)

        account_event_token_revoked = cls(
            data=data,
            id=id,
            type_=type_,
            replayed=replayed,
        )

        return account_event_token_revoked
