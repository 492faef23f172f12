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
    from ..models.double_dash_view import DoubleDashView
    from ..models.game_summary import GameSummary


T = TypeVar("T", bound="DoubleDashGameRead")


@_attrs_define
class DoubleDashGameRead:
    """A Double Dash! game as the caller may see it.

    Attributes:
        game (GameSummary):
        seat (int | None): The caller's seat; null for a spectator.
        type_ (Literal['double_dash']):
        version (int): Also the ETag.
        view (DoubleDashView): The whole public position: pieces per seat, the opening roll, this turn's dice.
            ``pieces[s]`` lists the squares of seat s's pieces. ``opening_rolls`` holds one [seat 0 die, seat 1 die] pair
            per round (ties were rolled again). ``dice`` were rolled at the start of turn ``turn`` for ``to_move``;
            ``unused_dice`` may still be played. ``moved_piece``/``moved_direction`` record this turn's earlier move, which
            limits the next one (another piece, or on doubles a second leg in another direction).
        invite_url (str | Unset): A private game's invite, shown to its creator and its players only: whoever POSTs to
            it may take an open seat.
    """

    game: GameSummary
    seat: int | None
    type_: Literal["double_dash"]
    version: int
    view: DoubleDashView
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
        from ..models.double_dash_view import DoubleDashView
        from ..models.game_summary import GameSummary

        d = dict(src_dict)
        game = GameSummary.from_dict(d.pop("game"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        type_ = cast(Literal["double_dash"], d.pop("type"))
        if type_ != "double_dash":
            raise ValueError(f"type must match const 'double_dash', got '{type_}'")

        version = d.pop("version")

        view = DoubleDashView.from_dict(d.pop("view"))

        invite_url = d.pop("invite_url", UNSET)

        double_dash_game_read = cls(
            game=game,
            seat=seat,
            type_=type_,
            version=version,
            view=view,
            invite_url=invite_url,
        )

        return double_dash_game_read
