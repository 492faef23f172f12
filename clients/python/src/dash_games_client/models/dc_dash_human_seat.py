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

from ..types import UNSET, Unset

T = TypeVar("T", bound="DcDashHumanSeat")


@_attrs_define
class DcDashHumanSeat:
    """An open seat a player takes.

    Attributes:
        kind (Literal['human']):
        level (None | Unset):
    """

    kind: Literal["human"]
    level: None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        level = self.level

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if level is not UNSET:
            field_dict["level"] = level

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = cast(Literal["human"], d.pop("kind"))
        if kind != "human":
            raise ValueError(f"kind must match const 'human', got '{kind}'")

        level = d.pop("level", UNSET)

        dc_dash_human_seat = cls(
            kind=kind,
            level=level,
        )

        return dc_dash_human_seat
