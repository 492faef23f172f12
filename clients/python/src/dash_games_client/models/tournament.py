from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.tournament_format import TournamentFormat
from ..models.tournament_status import TournamentStatus

if TYPE_CHECKING:
    from ..models.tournament_clock import TournamentClock
    from ..models.tournament_options import TournamentOptions


T = TypeVar("T", bound="Tournament")


@_attrs_define
class Tournament:
    """
    Attributes:
        bots_only (bool): A bot league: bot accounts only.
        clock (TournamentClock): Every table's clock.
        created_at (float):
        created_by (str):
        ends_at (float | None): Arena: when pairing stops.
        entrants (int): Not withdrawn.
        finished_at (float | None):
        format_ (TournamentFormat):
        house_bots (int):
        id (str):
        max_players (int):
        min_players (int):
        minutes (float):
        name (str):
        options (TournamentOptions): Every option, resolved.
        rated (bool):
        round_ (int): Swiss: the round under way or last played.
        rounds (int):
        started_at (float | None):
        starts_at (float):
        status (TournamentStatus):
        table_size (int):
        type_ (str):
    """

    bots_only: bool
    clock: TournamentClock
    created_at: float
    created_by: str
    ends_at: float | None
    entrants: int
    finished_at: float | None
    format_: TournamentFormat
    house_bots: int
    id: str
    max_players: int
    min_players: int
    minutes: float
    name: str
    options: TournamentOptions
    rated: bool
    round_: int
    rounds: int
    started_at: float | None
    starts_at: float
    status: TournamentStatus
    table_size: int
    type_: str

    def to_dict(self) -> dict[str, Any]:
        bots_only = self.bots_only

        clock = self.clock.to_dict()

        created_at = self.created_at

        created_by = self.created_by

        ends_at: float | None
        ends_at = self.ends_at

        entrants = self.entrants

        finished_at: float | None
        finished_at = self.finished_at

        format_ = self.format_.value

        house_bots = self.house_bots

        id = self.id

        max_players = self.max_players

        min_players = self.min_players

        minutes = self.minutes

        name = self.name

        options = self.options.to_dict()

        rated = self.rated

        round_ = self.round_

        rounds = self.rounds

        started_at: float | None
        started_at = self.started_at

        starts_at = self.starts_at

        status = self.status.value

        table_size = self.table_size

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bots_only": bots_only,
                "clock": clock,
                "created_at": created_at,
                "created_by": created_by,
                "ends_at": ends_at,
                "entrants": entrants,
                "finished_at": finished_at,
                "format": format_,
                "house_bots": house_bots,
                "id": id,
                "max_players": max_players,
                "min_players": min_players,
                "minutes": minutes,
                "name": name,
                "options": options,
                "rated": rated,
                "round": round_,
                "rounds": rounds,
                "started_at": started_at,
                "starts_at": starts_at,
                "status": status,
                "table_size": table_size,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.tournament_clock import TournamentClock
        from ..models.tournament_options import TournamentOptions

        d = dict(src_dict)
        bots_only = d.pop("bots_only")

        clock = TournamentClock.from_dict(d.pop("clock"))

        created_at = d.pop("created_at")

        created_by = d.pop("created_by")

        def _parse_ends_at(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        ends_at = _parse_ends_at(d.pop("ends_at"))

        entrants = d.pop("entrants")

        def _parse_finished_at(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))

        format_ = TournamentFormat(d.pop("format"))

        house_bots = d.pop("house_bots")

        id = d.pop("id")

        max_players = d.pop("max_players")

        min_players = d.pop("min_players")

        minutes = d.pop("minutes")

        name = d.pop("name")

        options = TournamentOptions.from_dict(d.pop("options"))

        rated = d.pop("rated")

        round_ = d.pop("round")

        rounds = d.pop("rounds")

        def _parse_started_at(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        started_at = _parse_started_at(d.pop("started_at"))

        starts_at = d.pop("starts_at")

        status = TournamentStatus(d.pop("status"))

        table_size = d.pop("table_size")

        type_ = d.pop("type")

        tournament = cls(
            bots_only=bots_only,
            clock=clock,
            created_at=created_at,
            created_by=created_by,
            ends_at=ends_at,
            entrants=entrants,
            finished_at=finished_at,
            format_=format_,
            house_bots=house_bots,
            id=id,
            max_players=max_players,
            min_players=min_players,
            minutes=minutes,
            name=name,
            options=options,
            rated=rated,
            round_=round_,
            rounds=rounds,
            started_at=started_at,
            starts_at=starts_at,
            status=status,
            table_size=table_size,
            type_=type_,
        )

        return tournament
