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
    from ..models.challenge import Challenge


T = TypeVar("T", bound="AccountEventChallengeExpired")


@_attrs_define
class AccountEventChallengeExpired:
    """A challenge ran out of time unanswered.

    Attributes:
        data (Challenge):
        id (str): Pass as `after` or Last-Event-ID to resume.
        type_ (Literal['challenge_expired']):
        replayed (bool | Unset): True on a record listed at the connection's start (`replay=true`) because it is still
            open; its `id` is the cursor the connection started from.
    """

    data: Challenge
    id: str
    type_: Literal["challenge_expired"]
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
        from ..models.challenge import Challenge

        d = dict(src_dict)
        data = Challenge.from_dict(d.pop("data"))

        id = d.pop("id")

        type_ = cast(Literal["challenge_expired"], d.pop("type"))
        if type_ != "challenge_expired":
            raise ValueError(
                f"type must match const 'challenge_expired', got '{type_}'"
            )

        replayed = d.pop("replayed", UNSET)

        account_event_challenge_expired = cls(
            data=data,
            id=id,
            type_=type_,
            replayed=replayed,
        )

        return account_event_challenge_expired
