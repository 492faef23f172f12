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

T = TypeVar("T", bound="FlagDashEventSecretTunnel")


@_attrs_define
class FlagDashEventSecretTunnel:
    """
    Attributes:
        character (str):
        type_ (Literal['secret_tunnel']):
    """

    character: str
    type_: Literal["secret_tunnel"]

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "character": character,
                "type": type_,
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

        flag_dash_event_secret_tunnel = cls(
            character=character,
            type_=type_,
        )

        return flag_dash_event_secret_tunnel
