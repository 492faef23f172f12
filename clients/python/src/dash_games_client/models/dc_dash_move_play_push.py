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

T = TypeVar("T", bound="DcDashMovePlayPush")


@_attrs_define
class DcDashMovePlayPush:
    """Play Wrong Direction: move ``target``'s pawn along one of its lines to ``to``.

    Attributes:
        card (str):
        line (str):
        target (int):
        to (str):
        type_ (Literal['play_push']):
    """

    card: str
    line: str
    target: int
    to: str
    type_: Literal["play_push"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        line = self.line

        target = self.target

        to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "line": line,
                "target": target,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        line = d.pop("line")

        target = d.pop("target")

        to = d.pop("to")

        type_ = cast(Literal["play_push"], d.pop("type"))
        if type_ != "play_push":
            raise ValueError(f"type must match const 'play_push', got '{type_}'")

        dc_dash_move_play_push = cls(
            card=card,
            line=line,
            target=target,
            to=to,
            type_=type_,
        )

        return dc_dash_move_play_push
