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

T = TypeVar("T", bound="DcDashMovePlayDoorsClosing")


@_attrs_define
class DcDashMovePlayDoorsClosing:
    """Play Doors Closing! on ``target``: they move at most a few stations next turn.

    Attributes:
        card (str):
        target (int):
        type_ (Literal['play_doors_closing']):
    """

    card: str
    target: int
    type_: Literal["play_doors_closing"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        target = self.target

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "target": target,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        target = d.pop("target")

        type_ = cast(Literal["play_doors_closing"], d.pop("type"))
        if type_ != "play_doors_closing":
            raise ValueError(
                f"type must match const 'play_doors_closing', got '{type_}'"
            )

        dc_dash_move_play_doors_closing = cls(
            card=card,
            target=target,
            type_=type_,
        )

        return dc_dash_move_play_doors_closing
