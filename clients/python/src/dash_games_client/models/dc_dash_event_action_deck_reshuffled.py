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

T = TypeVar("T", bound="DcDashEventActionDeckReshuffled")


@_attrs_define
class DcDashEventActionDeckReshuffled:
    """
    Attributes:
        size (int):
        type_ (Literal['action_deck_reshuffled']):
    """

    size: int
    type_: Literal["action_deck_reshuffled"]

    def to_dict(self) -> dict[str, Any]:
        size = self.size

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "size": size,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        size = d.pop("size")

        type_ = cast(Literal["action_deck_reshuffled"], d.pop("type"))
        if type_ != "action_deck_reshuffled":
            raise ValueError(
                f"type must match const 'action_deck_reshuffled', got '{type_}'"
            )

        dc_dash_event_action_deck_reshuffled = cls(
            size=size,
            type_=type_,
        )

        return dc_dash_event_action_deck_reshuffled
