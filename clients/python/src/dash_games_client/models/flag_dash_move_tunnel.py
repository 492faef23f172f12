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

from ..models.flag_dash_move_tunnel_bump import FlagDashMoveTunnelBump
from ..types import UNSET, Unset

T = TypeVar("T", bound="FlagDashMoveTunnel")


@_attrs_define
class FlagDashMoveTunnel:
    """Move a character from its tunnel to another; ``bump`` moves a blocker there first.

    Attributes:
        character (str):
        to (str):
        type_ (Literal['tunnel']):
        bump (FlagDashMoveTunnelBump | None | Unset):
    """

    character: str
    to: str
    type_: Literal["tunnel"]
    bump: FlagDashMoveTunnelBump | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        to = self.to

        type_ = self.type_

        bump: None | str | Unset
        if isinstance(self.bump, Unset):
            bump = UNSET
        elif isinstance(self.bump, FlagDashMoveTunnelBump):
            bump = self.bump.value
        else:
            bump = self.bump

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "character": character,
                "to": to,
                "type": type_,
            }
        )
        if bump is not UNSET:
            field_dict["bump"] = bump

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character = d.pop("character")

        to = d.pop("to")

        type_ = cast(Literal["tunnel"], d.pop("type"))
        if type_ != "tunnel":
            raise ValueError(f"type must match const 'tunnel', got '{type_}'")

        def _parse_bump(data: object) -> FlagDashMoveTunnelBump | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bump_type_0 = FlagDashMoveTunnelBump(data)

                return bump_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FlagDashMoveTunnelBump | None | Unset, data)

        bump = _parse_bump(d.pop("bump", UNSET))

        flag_dash_move_tunnel = cls(
            character=character,
            to=to,
            type_=type_,
            bump=bump,
        )

        return flag_dash_move_tunnel
