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

T = TypeVar("T", bound="DcDashEventDiscardDue")


@_attrs_define
class DcDashEventDiscardDue:
    """Private to the seat: how many cards it must discard down to the hand limit.

    Attributes:
        count (int):
        type_ (Literal['discard_due']):
    """

    count: int
    type_: Literal["discard_due"]

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        count = d.pop("count")

        type_ = cast(Literal["discard_due"], d.pop("type"))
        if type_ != "discard_due":
            raise ValueError(f"type must match const 'discard_due', got '{type_}'")

        dc_dash_event_discard_due = cls(
            count=count,
            type_=type_,
        )

        return dc_dash_event_discard_due
