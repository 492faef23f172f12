from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AccountEventData")


@_attrs_define
class AccountEventData:
    """By type. `challenge_*`: the challenge (schema `Challenge`). `game_started`: game_id, game_type, version, seat
    (yours), rated, seats [{seat, player_id, name, is_bot}]. `your_turn`: game_id, game_type, version (send it as If-
    Match), seat, legal_moves (your seat's moves, exactly as `legal-moves` lists them), clock ({deadline: unix s or
    null, remaining: banked s or null}, or null without a clock). `game_finished`: game_id, game_type, outcome (the
    game's outcome), seat, rating_change ({before, after, delta} or null for a casual game). `token_revoked`: token_id
    (one of this account's tokens was revoked or rotated).

    """

    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        account_event_data = cls()

        account_event_data.additional_properties = d
        return account_event_data

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
