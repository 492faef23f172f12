from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.flag_dash_event_setup_revealed_characters import (
        FlagDashEventSetupRevealedCharacters,
    )


T = TypeVar("T", bound="FlagDashEventSetupRevealed")


@_attrs_define
class FlagDashEventSetupRevealed:
    """Both setups revealed: characters by colour, flags and tunnels by square.

    Attributes:
        characters (FlagDashEventSetupRevealedCharacters):
        flags (list[str]):
        tunnels (list[str]):
        type_ (Literal['setup_revealed']):
    """

    characters: FlagDashEventSetupRevealedCharacters
    flags: list[str]
    tunnels: list[str]
    type_: Literal["setup_revealed"]

    def to_dict(self) -> dict[str, Any]:
        characters = self.characters.to_dict()

        flags = self.flags

        tunnels = self.tunnels

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "characters": characters,
                "flags": flags,
                "tunnels": tunnels,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.flag_dash_event_setup_revealed_characters import (
            FlagDashEventSetupRevealedCharacters,
        )

        d = dict(src_dict)
        characters = FlagDashEventSetupRevealedCharacters.from_dict(d.pop("characters"))

        flags = cast(list[str], d.pop("flags"))

        tunnels = cast(list[str], d.pop("tunnels"))

        type_ = cast(Literal["setup_revealed"], d.pop("type"))
        if type_ != "setup_revealed":
            raise ValueError(f"type must match const 'setup_revealed', got '{type_}'")

        flag_dash_event_setup_revealed = cls(
            characters=characters,
            flags=flags,
            tunnels=tunnels,
            type_=type_,
        )

        return flag_dash_event_setup_revealed
