"""The account stream: a player's events (challenges, games starting, turns, results) as
Server-Sent Events or long-poll JSON, resumable by Last-Event-ID (docs/ACCOUNT-STREAM.md)."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterator
from typing import Any

from flask import Response, current_app, request
from flask.views import MethodView

from dashgames.accounts.inbox import AccountEvent
from dashgames.accounts.types import Player
from dashgames.http import errors, render
from dashgames.http.blueprint import ApiBlueprint, backend, bearer_token
from dashgames.http.port import Backend
from dashgames.http.resources.account_events.replay import open_records
from dashgames.http.resources.account_events.schemas import (
    ACCOUNT_EVENT_ID,
    AccountEventPageSchema,
    AccountEventsQuerySchema,
)
from dashgames.http.resources.events.routes import _quota
from dashgames.http.settings import ApiSettings
from dashgames.infra import metrics
from dashgames.infra.errors import PlatformError, Unauthenticated

blp = ApiBlueprint("account", __name__, url_prefix="/v1/players/me",
                   description="The account stream.")

EXAMPLE = {"events": [{"id": "1764140000000-0", "type": "your_turn", "data": {
    "game_id": "9f2c4e1a7b3d", "game_type": "double_dash", "version": 7, "seat": 1,
    "legal_moves": [{"type": "pass", "die": 3}],
    "clock": {"deadline": 1764140030.0, "remaining": None},
}}], "last_event_id": "1764140000000-0"}

SSE_DOC = {
    "responses": {200: {"content": {"text/event-stream": {"schema": {
        "type": "string",
        "description": "`id: <event id>` and `data: <AccountEvent JSON>` per event; comment "
                       "lines keep the connection alive; `event: error` with the error shape "
                       "ends it (`TOKEN_REVOKED`). Reconnect with Last-Event-ID.",
    }}}}},
}


def record(event: AccountEvent) -> dict[str, Any]:
    return {"id": event.id, "type": event.type, "data": event.data}


def with_views(source: Backend, player: Player, records: list[dict[str, Any]]
               ) -> list[dict[str, Any]]:
    """``your_turn`` records with the seat's view at that version (null when the game moved
    on since: a newer turn follows), read here so the bot makes no request for it."""
    for found in records:
        if found["type"] != "your_turn":
            continue
        data = found["data"]
        try:
            read = source.read_game(player, data["game_id"])
        except PlatformError:
            data["view"] = None
            continue
        same = read.version == data["version"]
        found["data"] = {**data, "view": json.loads(read.view_json) if same else None}
    return records


def resume_from(query: dict[str, Any]) -> str | None:
    """Where a stream resumes: the Last-Event-ID header, else ``after``; a malformed one is
    400 ``VALIDATION_ERROR``."""
    after: str | None = request.headers.get("Last-Event-ID") or query.get("after")
    if after is not None and not re.fullmatch(ACCOUNT_EVENT_ID, after):
        raise errors.ApiError(errors.VALIDATION_ERROR, "bad event id",
                              fields={"Last-Event-ID": ["not an event id"]})
    return after


Reader = Callable[[str, float, int], tuple[list[AccountEvent], str]]
"""(cursor, wait seconds, limit) -> (events after the cursor, the cursor to resume from)."""


def stream(read: Reader, after: str, settings: ApiSettings, name: str = "account events",
           replayed: list[dict[str, Any]] | None = None,
           shaped: Callable[[list[dict[str, Any]]], list[dict[str, Any]]] | None = None,
           ) -> Iterator[str]:
    """SSE frames until ``sse_max_seconds`` pass (the client then resumes by Last-Event-ID),
    or an ``error`` frame when the token is revoked. Shared by the tournament streams.
    ``replayed`` records come first, without an ``id:`` line (they are no event to resume
    after); ``shaped`` completes each page's records (their views)."""
    yield f"retry: 1000\n: {name}\n\n"
    if replayed:
        yield "".join(f"data: {json.dumps(r)}\n\n" for r in replayed)
    ends = time.monotonic() + settings.sse_max_seconds
    while (left := ends - time.monotonic()) > 0:
        wait = min(settings.sse_heartbeat_seconds, left)
        try:
            found, after = read(after, wait, settings.events_page_limit)
        except Unauthenticated as error:
            yield render.sse_error(error)
            return
        if found:
            records = [record(e) for e in found]
            if shaped is not None:
                records = shaped(records)
            yield "".join(f"id: {r['id']}\ndata: {json.dumps(r)}\n\n" for r in records)
        else:
            yield ": keep-alive\n\n"


def sse_response(frames: Iterator[str], held: Any) -> Response:
    """The stream as a response that gives its quota back when it closes."""
    response = Response(metrics.tracked(frames, "sse"), mimetype="text/event-stream",
                        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})
    response.call_on_close(lambda: held.__exit__(None, None, None))
    return response


@blp.route("/events")
class AccountEvents(MethodView):
    @blp.auth()
    @blp.arguments(AccountEventsQuerySchema, location="query")
    @blp.response(200, AccountEventPageSchema, example=EXAMPLE)
    @blp.doc(operationId="stream_account_events", **SSE_DOC)
    @blp.fails(errors.TOO_MANY_STREAMS)
    def get(self, query: dict[str, Any], player: Player) -> Any:
        """The caller's account events after `after` (or the `Last-Event-ID` header, which wins),
        oldest first, as a JSON page; with `Accept: text/event-stream`, as Server-Sent Events:
        challenges, games starting, your turns (with your legal moves and clock), results.
        With `replay=true` the connection starts with what is open (pending challenges to and
        from you, your ongoing games, the turns you owe) as records marked `replayed`; a
        long-poll request with `replay=true` answers those alone, at once, and its
        `last_event_id` is where to resume. A bot needs this stream and its moves, nothing
        else."""
        after = resume_from(query)
        settings: ApiSettings = current_app.extensions["dashgames.settings"]
        source = backend()
        token = bearer_token(request.headers.get("Authorization"))
        if request.accept_mimetypes.best == "text/event-stream":
            _, start = source.account_events(player, token, after, 0, 1)  # 401 before streaming
            start = after if after is not None else start
            replayed = open_records(source, player, start) if query["replay"] else []
            if query["with_view"]:
                replayed = with_views(source, player, replayed)
            held = _quota(account=True)
            held.__enter__()

            def read(cursor: str, wait: float, limit: int) -> tuple[list[AccountEvent], str]:
                return source.account_events(player, token, cursor, wait, limit)

            def shaped(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
                return with_views(source, player, records)

            return sse_response(stream(read, start, settings, replayed=replayed,
                                       shaped=shaped if query["with_view"] else None), held)
        wait = min(query["wait"], settings.long_poll_max_seconds)
        if query["replay"]:  # what is open now; the page's events follow on the next request
            _, start = source.account_events(player, token, after, 0, 1)
            start = after if after is not None else start
            replayed = open_records(source, player, start)
            if query["with_view"]:
                replayed = with_views(source, player, replayed)
            return {"events": replayed, "last_event_id": start}
        if wait <= 0:
            found, last = source.account_events(player, token, after, 0, query["limit"])
        else:
            with _quota(account=True), metrics.STREAMS.labels("long_poll").track_inprogress():
                found, last = source.account_events(player, token, after, wait, query["limit"])
        records = [record(e) for e in found]
        if query["with_view"]:
            records = with_views(source, player, records)
        return {"events": records, "last_event_id": last}
