from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TokenRevokedData")


@_attrs_define
class TokenRevokedData:
    """
    Attributes:
        token_id (str):
    """

    token_id: str

    def to_dict(self) -> dict[str, Any]:
        token_id = self.token_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "token_id": token_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        token_id = d.pop("token_id")

        token_revoked_data = cls(
            token_id=token_id,
        )

        return token_revoked_data
