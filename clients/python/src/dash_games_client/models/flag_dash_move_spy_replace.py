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

T = TypeVar("T", bound="FlagDashMoveSpyReplace")


@_attrs_define
class FlagDashMoveSpyReplace:
    """After spying: put a real priority token in the spy token's place, maybe another card.

    Attributes:
        token (str):
        type_ (Literal['spy_replace']):
        card (None | str | Unset):
    """

    token: str
    type_: Literal["spy_replace"]
    card: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        token = self.token

        type_ = self.type_

        card: None | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        else:
            card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "token": token,
                "type": type_,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        token = d.pop("token")

        type_ = cast(Literal["spy_replace"], d.pop("type"))
        if type_ != "spy_replace":
            raise ValueError(f"type must match const 'spy_replace', got '{type_}'")

        def _parse_card(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

        flag_dash_move_spy_replace = cls(
            token=token,
            type_=type_,
            card=card,
        )

        return flag_dash_move_spy_replace
