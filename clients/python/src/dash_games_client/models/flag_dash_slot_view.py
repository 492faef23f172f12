from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FlagDashSlotView")


@_attrs_define
class FlagDashSlotView:
    """One planned pair as the viewer sees it; hidden parts are null.

    Attributes:
        card (None | str):
        card_shown (bool):
        commitment (str):
        done (bool):
        salt (None | str):
        spied (bool):
        token (None | str):
        token_shown (bool):
        via_spy (bool):
    """

    card: None | str
    card_shown: bool
    commitment: str
    done: bool
    salt: None | str
    spied: bool
    token: None | str
    token_shown: bool
    via_spy: bool

    def to_dict(self) -> dict[str, Any]:
        card: None | str
        card = self.card

        card_shown = self.card_shown

        commitment = self.commitment

        done = self.done

        salt: None | str
        salt = self.salt

        spied = self.spied

        token: None | str
        token = self.token

        token_shown = self.token_shown

        via_spy = self.via_spy

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "card_shown": card_shown,
                "commitment": commitment,
                "done": done,
                "salt": salt,
                "spied": spied,
                "token": token,
                "token_shown": token_shown,
                "via_spy": via_spy,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        card_shown = d.pop("card_shown")

        commitment = d.pop("commitment")

        done = d.pop("done")

        def _parse_salt(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        salt = _parse_salt(d.pop("salt"))

        spied = d.pop("spied")

        def _parse_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        token = _parse_token(d.pop("token"))

        token_shown = d.pop("token_shown")

        via_spy = d.pop("via_spy")

        flag_dash_slot_view = cls(
            card=card,
            card_shown=card_shown,
            commitment=commitment,
            done=done,
            salt=salt,
            spied=spied,
            token=token,
            token_shown=token_shown,
            via_spy=via_spy,
        )

        return flag_dash_slot_view
