from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.token_created_scopes_item import TokenCreatedScopesItem

T = TypeVar("T", bound="TokenCreated")


@_attrs_define
class TokenCreated:
    """
    Attributes:
        created_at (float): Unix seconds.
        current (bool): The token this request was made with.
        id (str):
        label (str):
        scopes (list[TokenCreatedScopesItem]):
        token (str): The bearer token. Shown this once; only its hash is kept.
    """

    created_at: float
    current: bool
    id: str
    label: str
    scopes: list[TokenCreatedScopesItem]
    token: str

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        current = self.current

        id = self.id

        label = self.label

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "current": current,
                "id": id,
                "label": label,
                "scopes": scopes,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        current = d.pop("current")

        id = d.pop("id")

        label = d.pop("label")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in _scopes:
            scopes_item = TokenCreatedScopesItem(scopes_item_data)

            scopes.append(scopes_item)

        token = d.pop("token")

        token_created = cls(
            created_at=created_at,
            current=current,
            id=id,
            label=label,
            scopes=scopes,
            token=token,
        )

        return token_created
