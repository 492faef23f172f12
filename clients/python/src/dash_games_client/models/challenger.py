from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Challenger")


@_attrs_define
class Challenger:
    """
    Attributes:
        id (str):
        is_bot (bool):
        name (str):
        owner (None | str): A bot account's owner.
    """

    id: str
    is_bot: bool
    name: str
    owner: None | str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        is_bot = self.is_bot

        name = self.name

        owner: None | str
        owner = self.owner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "is_bot": is_bot,
                "name": name,
                "owner": owner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        is_bot = d.pop("is_bot")

        name = d.pop("name")

        def _parse_owner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        owner = _parse_owner(d.pop("owner"))

        challenger = cls(
            id=id,
            is_bot=is_bot,
            name=name,
            owner=owner,
        )

        return challenger
