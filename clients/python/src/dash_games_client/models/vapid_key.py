from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="VapidKey")


@_attrs_define
class VapidKey:
    """
    Attributes:
        public_key (str): The server's VAPID public key (P-256, uncompressed, base64url): the applicationServerKey of
            `pushManager.subscribe`.
    """

    public_key: str

    def to_dict(self) -> dict[str, Any]:
        public_key = self.public_key

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "public_key": public_key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        public_key = d.pop("public_key")

        vapid_key = cls(
            public_key=public_key,
        )

        return vapid_key
