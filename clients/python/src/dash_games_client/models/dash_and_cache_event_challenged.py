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

T = TypeVar("T", bound="DashAndCacheEventChallenged")


@_attrs_define
class DashAndCacheEventChallenged:
    """The seat challenged ``owner``'s claim.

    Attributes:
        card (str):
        item (str):
        owner (int):
        seat (int):
        type_ (Literal['challenged']):
    """

    card: str
    item: str
    owner: int
    seat: int
    type_: Literal["challenged"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        item = self.item

        owner = self.owner

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "item": item,
                "owner": owner,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        item = d.pop("item")

        owner = d.pop("owner")

        seat = d.pop("seat")

        type_ = cast(Literal["challenged"], d.pop("type"))
        if type_ != "challenged":
            raise ValueError(f"type must match const 'challenged', got '{type_}'")

        dash_and_cache_event_challenged = cls(
            card=card,
            item=item,
            owner=owner,
            seat=seat,
            type_=type_,
        )

        return dash_and_cache_event_challenged
