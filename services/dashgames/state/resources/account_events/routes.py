"""The account stream: a player's events (challenges, games starting, turns, results) as
Server-Sent Events or long-poll JSON, resumable by Last-Event-ID (docs/ACCOUNT-STREAM.md)."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from typing import Any

from flask import Response, current_app, request
from flask.views import MethodView

from dashgames.platform import metrics
from dashgames.platform.facade import Backend, Player, Unauthenticated
from dashgames.platform.inbox import AccountEvent
from dashgames.state import errors, render
from dashgames.state.blueprint import ApiBlueprint, backend, bearer_token
from dashgames.state.resources.account_events.schemas import (
    ACCOUNT_EVENT_ID,
    AccountEventPageSchema,
    AccountEventsQuerySchema,
)
from dashgames.state.resources.events.routes import _quota
from dashgames.state.settings import ApiSettings

blp = ApiBlueprint("account", __name__, url_prefix="/v1/players/me",
                   description="The account stream.")

EXAMPLE = {"events": [{"id": "1764140000000-0", "type": "your_turn", "data": {
    "game_id": "9f2c4e1a7b3d", "game_type": "double_dash", "version": 7, "seat": 1,
    "legal_moves": [{"kind": "pass"}], "clock": {"deadline": 1764140030.0, "remaining": None},
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


def stream(source: Backend, player: Player, token: str | None, after: str,
           settings: ApiSettings) -> Iterator[str]:
    """SSE frames until ``sse_max_seconds`` pass (the client then resumes by Last-Event-ID),
    or an ``error`` frame when the token is revoked."""
    yield "retry: 1000\n: account events\n\n"
    ends = time.monotonic() + settings.sse_max_seconds
    while (left := ends - time.monotonic()) > 0:
        wait = min(settings.sse_heartbeat_seconds, left)
        try:
            found, after = source.account_events(player, token, after, wait,
                                                 settings.events_page_limit)
        except Unauthenticated as error:
            yield render.sse_error(error)
            return
        if found:
            yield "".join(f"id: {e.id}\ndata: {json.dumps(record(e))}\n\n" for e in found)
        else:
            yield ": keep-alive\n\n"


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
        A bot needs this stream and its moves, nothing else."""
        after = request.headers.get("Last-Event-ID") or query.get("after")
        if after is not None and not re.fullmatch(ACCOUNT_EVENT_ID, after):
            raise errors.ApiError(errors.VALIDATION_ERROR, "bad event id",
                                  fields={"Last-Event-ID": ["not an event id"]})
        settings: ApiSettings = current_app.extensions["dashgames.settings"]
        source = backend()
        token = bearer_token(request.headers.get("Authorization"))
        if request.accept_mimetypes.best == "text/event-stream":
            _, start = source.account_events(player, token, after, 0, 1)  # 401 before streaming
            start = after if after is not None else start
            held = _quota()
            held.__enter__()
            frames = metrics.tracked(stream(source, player, token, start, settings), "sse")
            response = Response(frames, mimetype="text/event-stream",
                                headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})
            response.call_on_close(lambda: held.__exit__(None, None, None))
            return response
        wait = min(query["wait"], settings.long_poll_max_seconds)
        if wait <= 0:
            found, last = source.account_events(player, token, after, 0, query["limit"])
        else:
            with _quota(), metrics.STREAMS.labels("long_poll").track_inprogress():
                found, last = source.account_events(player, token, after, wait, query["limit"])
        return {"events": [record(e) for e in found], "last_event_id": last}
