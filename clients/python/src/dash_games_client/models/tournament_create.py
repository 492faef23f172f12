from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.tournament_create_format import TournamentCreateFormat
from ..models.tournament_create_type import TournamentCreateType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clock import Clock
    from ..models.tournament_create_options import TournamentCreateOptions


T = TypeVar("T", bound="TournamentCreate")


@_attrs_define
class TournamentCreate:
    """
    Attributes:
        clock (Clock):
        format_ (TournamentCreateFormat): `arena`: `minutes` long, a finished player is paired again at once; `swiss`:
            `rounds` rounds of equal scores.
        name (str):
        type_ (TournamentCreateType):
        house_bots (int | Unset): House bots to fill a casual event with at its start. Default: 0.
        max_players (int | Unset):  Default: 200.
        min_players (int | Unset): Fewer entrants at the start: cancelled. Default: 2.
        minutes (float | None | Unset): Arena: how long pairing goes on (null: 30); a Swiss ignores it.
        options (TournamentCreateOptions | Unset): The game type's options.
        rated (bool | Unset): Rated games; only rated players may join. Default: False.
        rounds (int | None | Unset): Swiss: the number of rounds (null: 5); an arena ignores it.
        starts_at (float | None | Unset): Unix seconds; null: in a minute.
        table_size (int | Unset): Seats at every table (within the game type's player range: else 400
            `PLAYER_COUNT_UNSUPPORTED`). Default: 2.
    """

    clock: Clock
    format_: TournamentCreateFormat
    name: str
    type_: TournamentCreateType
    house_bots: int | Unset = 0
    max_players: int | Unset = 200
    min_players: int | Unset = 2
    minutes: float | None | Unset = UNSET
    options: TournamentCreateOptions | Unset = UNSET
    rated: bool | Unset = False
    rounds: int | None | Unset = UNSET
    starts_at: float | None | Unset = UNSET
    table_size: int | Unset = 2

    def to_dict(self) -> dict[str, Any]:
        clock = self.clock.to_dict()

        format_ = self.format_.value

        name = self.name

        type_ = self.type_.value

        house_bots = self.house_bots

        max_players = self.max_players

        min_players = self.min_players

        minutes: float | None | Unset
        if isinstance(self.minutes, Unset):
            minutes = UNSET
        else:
            minutes = self.minutes

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rated = self.rated

        rounds: int | None | Unset
        if isinstance(self.rounds, Unset):
            rounds = UNSET
        else:
            rounds = self.rounds

        starts_at: float | None | Unset
        if isinstance(self.starts_at, Unset):
            starts_at = UNSET
        else:
            starts_at = self.starts_at

        table_size = self.table_size

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "clock": clock,
                "format": format_,
                "name": name,
                "type": type_,
            }
        )
        if house_bots is not UNSET:
            field_dict["house_bots"] = house_bots
        if max_players is not UNSET:
            field_dict["max_players"] = max_players
        if min_players is not UNSET:
            field_dict["min_players"] = min_players
        if minutes is not UNSET:
            field_dict["minutes"] = minutes
        if options is not UNSET:
            field_dict["options"] = options
        if rated is not UNSET:
            field_dict["rated"] = rated
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if starts_at is not UNSET:
            field_dict["starts_at"] = starts_at
        if table_size is not UNSET:
            field_dict["table_size"] = table_size

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.clock import Clock
        from ..models.tournament_create_options import TournamentCreateOptions

        d = dict(src_dict)
        clock = Clock.from_dict(d.pop("clock"))

        format_ = TournamentCreateFormat(d.pop("format"))

        name = d.pop("name")

        type_ = TournamentCreateType(d.pop("type"))

        house_bots = d.pop("house_bots", UNSET)

        max_players = d.pop("max_players", UNSET)

        min_players = d.pop("min_players", UNSET)

        def _parse_minutes(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        minutes = _parse_minutes(d.pop("minutes", UNSET))

        _options = d.pop("options", UNSET)
        options: TournamentCreateOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = TournamentCreateOptions.from_dict(_options)

        rated = d.pop("rated", UNSET)

        def _parse_rounds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rounds = _parse_rounds(d.pop("rounds", UNSET))

        def _parse_starts_at(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        starts_at = _parse_starts_at(d.pop("starts_at", UNSET))

        table_size = d.pop("table_size", UNSET)

        tournament_create = cls(
            clock=clock,
            format_=format_,
            name=name,
            type_=type_,
            house_bots=house_bots,
            max_players=max_players,
            min_players=min_players,
            minutes=minutes,
            options=options,
            rated=rated,
            rounds=rounds,
            starts_at=starts_at,
            table_size=table_size,
        )

        return tournament_create
