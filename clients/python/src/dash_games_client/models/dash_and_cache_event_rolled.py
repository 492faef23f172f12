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

from ..models.dash_and_cache_event_rolled_face import DashAndCacheEventRolledFace

T = TypeVar("T", bound="DashAndCacheEventRolled")


@_attrs_define
class DashAndCacheEventRolled:
    """The action die; ``reroll``: a second roll.

    Attributes:
        face (DashAndCacheEventRolledFace):
        reroll (bool):
        seat (int):
        type_ (Literal['rolled']):
    """

    face: DashAndCacheEventRolledFace
    reroll: bool
    seat: int
    type_: Literal["rolled"]

    def to_dict(self) -> dict[str, Any]:
        face = self.face.value

        reroll = self.reroll

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "face": face,
                "reroll": reroll,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        face = DashAndCacheEventRolledFace(d.pop("face"))

        reroll = d.pop("reroll")

        seat = d.pop("seat")

        type_ = cast(Literal["rolled"], d.pop("type"))
        if type_ != "rolled":
            raise ValueError(f"type must match const 'rolled', got '{type_}'")

        dash_and_cache_event_rolled = cls(
            face=face,
            reroll=reroll,
            seat=seat,
            type_=type_,
        )

        return dash_and_cache_event_rolled
