from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.player_created_scopes_item import PlayerCreatedScopesItem

T = TypeVar("T", bound="PlayerCreated")


@_attrs_define
class PlayerCreated:
    """
    Attributes:
        accepts (list[str] | None): A bot account's game types (null: every type).
        bot_owner (None | str): A bot account's owner (a player id); null otherwise.
        id (str):
        is_bot (bool):
        name (str):
        scopes (list[PlayerCreatedScopesItem]):
        token (str): The bearer token. Shown this once; only its hash is kept.
        token_id (str):
    """

    accepts: list[str] | None
    bot_owner: None | str
    id: str
    is_bot: bool
    name: str
    scopes: list[PlayerCreatedScopesItem]
    token: str
    token_id: str

    def to_dict(self) -> dict[str, Any]:
        accepts: list[str] | None
        if isinstance(self.accepts, list):
            accepts = self.accepts

        else:
            accepts = self.accepts

        bot_owner: None | str
        bot_owner = self.bot_owner

        id = self.id

        is_bot = self.is_bot

        name = self.name

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)

        token = self.token

        token_id = self.token_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "accepts": accepts,
                "bot_owner": bot_owner,
                "id": id,
                "is_bot": is_bot,
                "name": name,
                "scopes": scopes,
                "token": token,
                "token_id": token_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_accepts(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                accepts_type_0 = cast(list[str], data)

                return accepts_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        accepts = _parse_accepts(d.pop("accepts"))

        def _parse_bot_owner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot_owner = _parse_bot_owner(d.pop("bot_owner"))

        id = d.pop("id")

        is_bot = d.pop("is_bot")

        name = d.pop("name")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in _scopes:
            scopes_item = PlayerCreatedScopesItem(scopes_item_data)

            scopes.append(scopes_item)

        token = d.pop("token")

        token_id = d.pop("token_id")

        player_created = cls(
            accepts=accepts,
            bot_owner=bot_owner,
            id=id,
            is_bot=is_bot,
            name=name,
            scopes=scopes,
            token=token,
            token_id=token_id,
        )

        return player_created
