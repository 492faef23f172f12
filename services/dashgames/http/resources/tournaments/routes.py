"""Tournaments: arena and Swiss events (docs/TOURNAMENTS.md). Anyone lists and reads them;
a player or a bot account creates, joins and withdraws with an acting token; the standings
and the event's stream (SSE or long-poll, as the account stream) are public."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from flask import current_app, request, url_for
from flask.views import MethodView

from dashgames.accounts.inbox import AccountEvent
from dashgames.accounts.types import Player
from dashgames.http import errors
from dashgames.http.blueprint import ApiBlueprint, backend
from dashgames.http.resources.account_events.routes import (
    SSE_DOC,
    record,
    resume_from,
    sse_response,
    stream,
)
from dashgames.http.resources.events.routes import _quota
from dashgames.http.resources.tournaments.schemas import (
    NEW_TOURNAMENT_EXAMPLE,
    STANDING_EXAMPLE,
    TOURNAMENT_EXAMPLE,
    StandingsPageSchema,
    StandingsQuerySchema,
    TournamentCreateSchema,
    TournamentEventPageSchema,
    TournamentEventsQuerySchema,
    TournamentListQuerySchema,
    TournamentListSchema,
    TournamentSchema,
)
from dashgames.http.settings import ApiSettings
from dashgames.infra import metrics
from dashgames.play.types import ClockSpec
from dashgames.tournaments.types import Status, Tournament, TournamentSpec

blp = ApiBlueprint("tournaments", __name__, url_prefix="/v1/tournaments",
                   description="Tournaments: arena and Swiss events.")

LIST_STATUS: dict[str, Status] = {"upcoming": "open", "running": "running", "finished": "finished"}
DEFAULT_MINUTES = 30.0
DEFAULT_ROUNDS = 5
ENTRY_FAILS = ("TOURNAMENT_NOT_FOUND", "TOURNAMENT_FINISHED")


def tournament_body(event: Tournament) -> dict[str, Any]:
    spec = event.spec
    return {
        "id": event.id, "name": spec.name, "type": spec.game_type, "format": spec.format,
        "table_size": spec.table_size, "options": spec.options, "rated": spec.rated,
        "bots_only": spec.bots_only, "house_bots": spec.house_bots,
        "clock": asdict(spec.clock), "minutes": spec.minutes, "rounds": spec.rounds,
        "min_players": spec.min_players, "max_players": spec.max_players,
        "starts_at": spec.starts_at, "status": event.status, "round": event.round,
        "entrants": event.entrants, "created_by": event.created_by,
        "created_at": event.created_at, "started_at": event.started_at,
        "ends_at": event.ends_at, "finished_at": event.finished_at,
    }


@blp.route("")
class Tournaments(MethodView):
    @blp.arguments(TournamentListQuerySchema, location="query")
    @blp.response(200, TournamentListSchema, example={"tournaments": [TOURNAMENT_EXAMPLE]})
    @blp.doc(operationId="list_tournaments")
    def get(self, query: dict[str, Any]) -> Any:
        """Upcoming (open for entries, soonest first), running, or finished (newest first)."""
        found = backend().list_tournaments(LIST_STATUS[query["status"]], query["limit"],
                                           query["offset"])
        return {"tournaments": [tournament_body(t) for t in found]}

    @blp.auth(scope="act")
    @blp.arguments(TournamentCreateSchema, example=NEW_TOURNAMENT_EXAMPLE)
    @blp.response(201, TournamentSchema, headers={"Location": {"schema": {"type": "string"}}},
                  example={**TOURNAMENT_EXAMPLE, "status": "open", "round": 0, "entrants": 0,
                           "started_at": None})
    @blp.fails("BAD_OPTIONS", "PLAYER_COUNT_UNSUPPORTED", "RATED_WITH_BOTS")
    @blp.doc(operationId="create_tournament")
    def post(self, body: dict[str, Any], player: Player) -> Any:
        """Create an event, open for entries until `starts_at`. The creator is not entered:
        join it like anyone else."""
        spec = TournamentSpec(
            name=body["name"], game_type=body["type"], format=body["format"],
            clock=ClockSpec(**body["clock"]), starts_at=body["starts_at"],
            table_size=body["table_size"], options=body["options"], rated=body["rated"],
            minutes=body["minutes"] or DEFAULT_MINUTES, rounds=body["rounds"] or DEFAULT_ROUNDS,
            min_players=body["min_players"],
            max_players=body["max_players"], house_bots=body["house_bots"])
        event = backend().create_tournament(player, spec)
        return tournament_body(event), 201, {
            "Location": url_for("tournaments.OneTournament", tournament_id=event.id)}


@blp.route("/<tournament_id>")
class OneTournament(MethodView):
    @blp.response(200, TournamentSchema, example=TOURNAMENT_EXAMPLE)
    @blp.fails("TOURNAMENT_NOT_FOUND")
    @blp.doc(operationId="read_tournament")
    def get(self, tournament_id: str) -> Any:
        """One event."""
        return tournament_body(backend().read_tournament(tournament_id))


@blp.route("/<tournament_id>/join")
class JoinTournament(MethodView):
    @blp.auth(scope="act")
    @blp.response(200, TournamentSchema, example=TOURNAMENT_EXAMPLE)
    @blp.fails(*ENTRY_FAILS, "TOURNAMENT_STARTED", "TOURNAMENT_FULL", "ALREADY_REGISTERED",
               "GAME_TYPE_NOT_ACCEPTED", "UNRATED_PLAYER", "BOTS_ONLY")
    @blp.doc(operationId="join_tournament")
    def post(self, tournament_id: str, player: Player) -> Any:
        """Enter the event (an arena also while it runs, and again after withdrawing). Your
        games start on their own: `paired` on the event's stream and `game_started` with
        `tournament_id` on your account stream."""
        return tournament_body(backend().join_tournament(player, tournament_id))


@blp.route("/<tournament_id>/withdraw")
class WithdrawFromTournament(MethodView):
    @blp.auth(scope="act")
    @blp.response(200, TournamentSchema, example=TOURNAMENT_EXAMPLE)
    @blp.fails(*ENTRY_FAILS, "NOT_REGISTERED", "ALREADY_WITHDRAWN")
    @blp.doc(operationId="withdraw_from_tournament")
    def post(self, tournament_id: str, player: Player) -> Any:
        """Leave the event: you are paired no more (a game under way plays on); your points
        stay in the standings."""
        return tournament_body(backend().withdraw_from_tournament(player, tournament_id))


@blp.route("/<tournament_id>/standings")
class TournamentStandings(MethodView):
    @blp.arguments(StandingsQuerySchema, location="query")
    @blp.response(200, StandingsPageSchema, example={
        "standings": [STANDING_EXAMPLE], "total": 9, "next_offset": None})
    @blp.fails("TOURNAMENT_NOT_FOUND")
    @blp.doc(operationId="read_tournament_standings")
    def get(self, query: dict[str, Any], tournament_id: str) -> Any:
        """The standings, best first, a page at a time (docs/TOURNAMENTS.md, "Standings")."""
        rows = backend().tournament_standings(tournament_id)
        start, end = query["offset"], query["offset"] + query["limit"]
        return {"standings": [asdict(r) for r in rows[start:end]], "total": len(rows),
                "next_offset": end if end < len(rows) else None}


@blp.route("/<tournament_id>/events")
class TournamentEvents(MethodView):
    @blp.arguments(TournamentEventsQuerySchema, location="query")
    @blp.response(200, TournamentEventPageSchema, example={"events": [{
        "id": "1764140000000-0", "type": "paired",
        "data": {"game_id": "5be1c0a2d3f4", "round": 2, "seats": ["a11ce0a11ce0", "house:1"]},
    }], "last_event_id": "1764140000000-0"})
    @blp.doc(operationId="stream_tournament_events", **SSE_DOC)
    @blp.fails("TOURNAMENT_NOT_FOUND", errors.TOO_MANY_STREAMS)
    def get(self, query: dict[str, Any], tournament_id: str) -> Any:
        """The event's stream after `after` (or `Last-Event-ID`): `round_started`, `paired`
        (with the game id), `standings`, `finished`, entries and withdrawals. JSON long-poll,
        or Server-Sent Events with `Accept: text/event-stream`."""
        after = resume_from(query)
        settings: ApiSettings = current_app.extensions["dashgames.settings"]
        source = backend()

        def read(cursor: str | None, wait: float, limit: int) -> tuple[list[AccountEvent], str]:
            return source.tournament_events(tournament_id, cursor, wait, limit)

        if request.accept_mimetypes.best == "text/event-stream":
            _, start = read(after, 0, 1)  # 404 before streaming
            held = _quota()
            held.__enter__()
            return sse_response(stream(read, after or start, settings, "tournament events"),
                                held)
        wait = min(query["wait"], settings.long_poll_max_seconds)
        if wait <= 0:
            found, last = read(after, 0, query["limit"])
        else:
            with _quota(), metrics.STREAMS.labels("long_poll").track_inprogress():
                found, last = read(after, wait, query["limit"])
        return {"events": [record(e) for e in found], "last_event_id": last}
