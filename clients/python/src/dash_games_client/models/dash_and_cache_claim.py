from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DashAndCacheClaim")


@_attrs_define
class DashAndCacheClaim:
    """An item put forward as showing a card's description. Accepted claims are final.

    Attributes:
        card (str):
        item (str):
        accepted (bool | Unset):
    """

    card: str
    item: str
    accepted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        item = self.item

        accepted = self.accepted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "item": item,
            }
        )
        if accepted is not UNSET:
            field_dict["accepted"] = accepted

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        item = d.pop("item")

        accepted = d.pop("accepted", UNSET)

        dash_and_cache_claim = cls(
            card=card,
            item=item,
            accepted=accepted,
        )

        return dash_and_cache_claim
