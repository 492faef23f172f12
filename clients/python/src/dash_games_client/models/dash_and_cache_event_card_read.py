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

T = TypeVar("T", bound="DashAndCacheEventCardRead")


@_attrs_define
class DashAndCacheEventCardRead:
    """A search card read out; ``hunters`` search for it (``reader`` None: no reader).

    Attributes:
        card (str):
        hunters (list[int]):
        reader (int | None):
        type_ (Literal['card_read']):
    """

    card: str
    hunters: list[int]
    reader: int | None
    type_: Literal["card_read"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        hunters = self.hunters

        reader: int | None
        reader = self.reader

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "hunters": hunters,
                "reader": reader,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        hunters = cast(list[int], d.pop("hunters"))

        def _parse_reader(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        reader = _parse_reader(d.pop("reader"))

        type_ = cast(Literal["card_read"], d.pop("type"))
        if type_ != "card_read":
            raise ValueError(f"type must match const 'card_read', got '{type_}'")

        dash_and_cache_event_card_read = cls(
            card=card,
            hunters=hunters,
            reader=reader,
            type_=type_,
        )

        return dash_and_cache_event_card_read
