from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.token_create_scopes_item import TokenCreateScopesItem

T = TypeVar("T", bound="TokenCreate")


@_attrs_define
class TokenCreate:
    """
    Attributes:
        label (str): What the token is for (shown in the list).
        scopes (list[TokenCreateScopesItem]): `read`: read games, the account stream, challenges and tokens; `play`: act
            as a person (moves, games, challenges); `bot`: act as a bot account (the same, for a bot account's tokens). A
            person's account holds play and read, a bot account's bot and read.
    """

    label: str
    scopes: list[TokenCreateScopesItem]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "scopes": scopes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        label = d.pop("label")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in _scopes:
            scopes_item = TokenCreateScopesItem(scopes_item_data)

            scopes.append(scopes_item)

        token_create = cls(
            label=label,
            scopes=scopes,
        )

        return token_create
