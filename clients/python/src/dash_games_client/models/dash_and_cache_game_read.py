from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dash_and_cache_view import DashAndCacheView
    from ..models.game_summary import GameSummary


T = TypeVar("T", bound="DashAndCacheGameRead")


@_attrs_define
class DashAndCacheGameRead:
    """A Dash and Cache game as the caller may see it.

    Attributes:
        game (GameSummary):
        seat (int | None): The caller's seat; null for a spectator.
        type_ (Literal['dash_and_cache']):
        version (int): Also the ETag.
        view (DashAndCacheView): One seat's view of a game of Dash and Cache (``viewer`` null: a spectator). Cards are
            named by id (``has-handle``); items by id, with their names in ``room``/``item_names``.
        invite_url (str | Unset): A private game's invite, shown to its creator and its players only: whoever POSTs to
            it may take an open seat.
    """

    game: GameSummary
    seat: int | None
    type_: Literal["dash_and_cache"]
    version: int
    view: DashAndCacheView
    invite_url: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        game = self.game.to_dict()

        seat: int | None
        seat = self.seat

        type_ = self.type_

        version = self.version

        view = self.view.to_dict()

        invite_url = self.invite_url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "seat": seat,
                "type": type_,
                "version": version,
                "view": view,
            }
        )
        if invite_url is not UNSET:
            field_dict["invite_url"] = invite_url

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dash_and_cache_view import DashAndCacheView
        from ..models.game_summary import GameSummary

        d = dict(src_dict)
        game = GameSummary.from_dict(d.pop("game"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        type_ = cast(Literal["dash_and_cache"], d.pop("type"))
        if type_ != "dash_and_cache":
            raise ValueError(f"type must match const 'dash_and_cache', got '{type_}'")

        version = d.pop("version")

        view = DashAndCacheView.from_dict(d.pop("view"))

        invite_url = d.pop("invite_url", UNSET)

        dash_and_cache_game_read = cls(
            game=game,
            seat=seat,
            type_=type_,
            version=version,
            view=view,
            invite_url=invite_url,
        )

        return dash_and_cache_game_read
