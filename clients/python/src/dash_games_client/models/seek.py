from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.seek_status import SeekStatus

if TYPE_CHECKING:
    from ..models.seek_clock import SeekClock
    from ..models.seek_options import SeekOptions


T = TypeVar("T", bound="Seek")


@_attrs_define
class Seek:
    """
    Attributes:
        bot_level (None | str): The house bots' level asked for (the level it stands for), or null.
        bots (bool):
        clock (None | SeekClock): The clock asked for, or null.
        created_at (float): Unix seconds.
        expires_at (float): Unix seconds: a waiting seek not read (refreshed) by then is dropped.
        game_id (None | str):
        id (str):
        options (SeekOptions): Every option, resolved.
        player_id (str):
        player_name (str):
        players (list[int]):
        rated (bool):
        rating (float): The seeker's rating in the game type.
        status (SeekStatus): `waiting`; `pairing`: a table is being made; `paired`: `game_id` is the game, every seat
            taken.
        type_ (str):
    """

    bot_level: None | str
    bots: bool
    clock: None | SeekClock
    created_at: float
    expires_at: float
    game_id: None | str
    id: str
    options: SeekOptions
    player_id: str
    player_name: str
    players: list[int]
    rated: bool
    rating: float
    status: SeekStatus
    type_: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.seek_clock import SeekClock

        bot_level: None | str
        bot_level = self.bot_level

        bots = self.bots

        clock: dict[str, Any] | None
        if isinstance(self.clock, SeekClock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        created_at = self.created_at

        expires_at = self.expires_at

        game_id: None | str
        game_id = self.game_id

        id = self.id

        options = self.options.to_dict()

        player_id = self.player_id

        player_name = self.player_name

        players = self.players

        rated = self.rated

        rating = self.rating

        status = self.status.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot_level": bot_level,
                "bots": bots,
                "clock": clock,
                "created_at": created_at,
                "expires_at": expires_at,
                "game_id": game_id,
                "id": id,
                "options": options,
                "player_id": player_id,
                "player_name": player_name,
                "players": players,
                "rated": rated,
                "rating": rating,
                "status": status,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.seek_clock import SeekClock
        from ..models.seek_options import SeekOptions

        d = dict(src_dict)

        def _parse_bot_level(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot_level = _parse_bot_level(d.pop("bot_level"))

        bots = d.pop("bots")

        def _parse_clock(data: object) -> None | SeekClock:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = SeekClock.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeekClock, data)

        clock = _parse_clock(d.pop("clock"))

        created_at = d.pop("created_at")

        expires_at = d.pop("expires_at")

        def _parse_game_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game_id = _parse_game_id(d.pop("game_id"))

        id = d.pop("id")

        options = SeekOptions.from_dict(d.pop("options"))

        player_id = d.pop("player_id")

        player_name = d.pop("player_name")

        players = cast(list[int], d.pop("players"))

        rated = d.pop("rated")

        rating = d.pop("rating")

        status = SeekStatus(d.pop("status"))

        type_ = d.pop("type")

        seek = cls(
            bot_level=bot_level,
            bots=bots,
            clock=clock,
            created_at=created_at,
            expires_at=expires_at,
            game_id=game_id,
            id=id,
            options=options,
            player_id=player_id,
            player_name=player_name,
            players=players,
            rated=rated,
            rating=rating,
            status=status,
            type_=type_,
        )

        return seek
