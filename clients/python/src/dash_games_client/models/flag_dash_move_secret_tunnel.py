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

T = TypeVar("T", bound="FlagDashMoveSecretTunnel")


@_attrs_define
class FlagDashMoveSecretTunnel:
    """Alternate board, end of phase 2: take the secret tunnel to the exit, or stay.

    Attributes:
        character (str):
        type_ (Literal['secret_tunnel']):
        use (bool):
    """

    character: str
    type_: Literal["secret_tunnel"]
    use: bool

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        type_ = self.type_

        use = self.use

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "character": character,
                "type": type_,
                "use": use,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character = d.pop("character")

        type_ = cast(Literal["secret_tunnel"], d.pop("type"))
        if type_ != "secret_tunnel":
            raise ValueError(f"type must match const 'secret_tunnel', got '{type_}'")

        use = d.pop("use")

        flag_dash_move_secret_tunnel = cls(
            character=character,
            type_=type_,
            use=use,
        )

        return flag_dash_move_secret_tunnel
