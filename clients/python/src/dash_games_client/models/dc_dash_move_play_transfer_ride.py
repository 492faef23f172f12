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

T = TypeVar("T", bound="DcDashMovePlayTransferRide")


@_attrs_define
class DcDashMovePlayTransferRide:
    """Play Free Transfer: ride ``line``; optionally switch at ``change_at`` to ``then_line``.

    Attributes:
        card (str):
        line (str):
        to (str):
        type_ (Literal['play_transfer_ride']):
        change_at (None | str | Unset):
        then_line (None | str | Unset):
    """

    card: str
    line: str
    to: str
    type_: Literal["play_transfer_ride"]
    change_at: None | str | Unset = UNSET
    then_line: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        line = self.line

        to = self.to

        type_ = self.type_

        change_at: None | str | Unset
        if isinstance(self.change_at, Unset):
            change_at = UNSET
        else:
            change_at = self.change_at

        then_line: None | str | Unset
        if isinstance(self.then_line, Unset):
            then_line = UNSET
        else:
            then_line = self.then_line

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "line": line,
                "to": to,
                "type": type_,
            }
        )
        if change_at is not UNSET:
            field_dict["change_at"] = change_at
        if then_line is not UNSET:
            field_dict["then_line"] = then_line

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        line = d.pop("line")

        to = d.pop("to")

        type_ = cast(Literal["play_transfer_ride"], d.pop("type"))
        if type_ != "play_transfer_ride":
            raise ValueError(
                f"type must match const 'play_transfer_ride', got '{type_}'"
            )

        def _parse_change_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        change_at = _parse_change_at(d.pop("change_at", UNSET))

        def _parse_then_line(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        then_line = _parse_then_line(d.pop("then_line", UNSET))

        dc_dash_move_play_transfer_ride = cls(
            card=card,
            line=line,
            to=to,
            type_=type_,
            change_at=change_at,
            then_line=then_line,
        )

        return dc_dash_move_play_transfer_ride
