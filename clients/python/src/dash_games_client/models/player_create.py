from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.player_create_accepts_item import PlayerCreateAcceptsItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="PlayerCreate")


@_attrs_define
class PlayerCreate:
    """
    Attributes:
        name (str):
        accepts (list[PlayerCreateAcceptsItem] | None | Unset): A bot account only: the game types it takes challenges
            for; absent or null: every type.
        bot (bool | Unset): An account for a program that plays through the API. Created with a person's token, the bot
            account names that person as its owner. Default: False.
    """

    name: str
    accepts: list[PlayerCreateAcceptsItem] | None | Unset = UNSET
    bot: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        accepts: list[str] | None | Unset
        if isinstance(self.accepts, Unset):
            accepts = UNSET
        elif isinstance(self.accepts, list):
            accepts = []
            for accepts_type_0_item_data in self.accepts:
                accepts_type_0_item = accepts_type_0_item_data.value
                accepts.append(accepts_type_0_item)

        else:
            accepts = self.accepts

        bot = self.bot

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if accepts is not UNSET:
            field_dict["accepts"] = accepts
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_accepts(
            data: object,
        ) -> list[PlayerCreateAcceptsItem] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                accepts_type_0 = []
                _accepts_type_0 = data
                for accepts_type_0_item_data in _accepts_type_0:
                    accepts_type_0_item = PlayerCreateAcceptsItem(
                        accepts_type_0_item_data
                    )

                    accepts_type_0.append(accepts_type_0_item)

                return accepts_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[PlayerCreateAcceptsItem] | None | Unset, data)

        accepts = _parse_accepts(d.pop("accepts", UNSET))

        bot = d.pop("bot", UNSET)

        player_create = cls(
            name=name,
            accepts=accepts,
            bot=bot,
        )

        return player_create
