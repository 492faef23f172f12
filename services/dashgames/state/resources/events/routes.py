"""A game's events: Server-Sent Events with Last-Event-ID resume, or long-poll JSON."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from contextlib import AbstractContextManager, nullcontext
from typing import Any

from flask import Response, current_app, request
from flask.views import MethodView

from dashgames.platform import metrics
from dashgames.platform.facade import Backend, Player, Unauthenticated
from dashgames.state import errors, examples, render
from dashgames.state.blueprint import ApiBlueprint, backend, bearer_token
from dashgames.state.limits import Limiter
from dashgames.state.resources.events.schemas import (
    EVENT_ID,
    EVENT_PAGE,
    EventsHeadersSchema,
    EventsQuerySchema,
)
from dashgames.state.settings import ApiSettings

blp = ApiBlueprint("events", __name__, url_prefix="/v1/games", description="Following a game.")

SSE_DOC = {
    "responses": {200: {"content": {"text/event-stream": {"schema": {
        "type": "string",
        "description": "`id: <event id>` and `data: <EventRecord JSON>` per event (the "
                       "`EventRecord` schema); comment lines keep the connection alive. "
                       "Reconnect with Last-Event-ID.",
    }}}}},
}


def stream(source: Backend, player: Player | None, game_id: str, after: str | None,
           settings: ApiSettings, token: str | None = None) -> Iterator[str]:
    """SSE frames until ``sse_max_seconds`` pass; the client then resumes by Last-Event-ID.
    A reader whose token is revoked meanwhile gets one ``error`` event and the end. The stream
    holds one registration with the process's bell for its whole life (``follow``), so between
    steps it reads nothing and each step costs it one Redis round trip."""
    with source.follow(game_id) as following:
        yield f"retry: 1000\n: following {game_id}\n\n"
        ends = time.monotonic() + settings.sse_max_seconds
        while (left := ends - time.monotonic()) > 0:
            wait = min(settings.sse_heartbeat_seconds, left)
            try:
                records = source.events_after(player, game_id, after, wait,
                                              settings.events_page_limit, token=token,
                                              following=following)
            except Unauthenticated as error:
                yield render.sse_error(error)
                return
            if records:
                after = records[-1].id
                yield render.sse_frames(records)
            else:
                yield ": keep-alive\n\n"


def _quota() -> AbstractContextManager[None]:
    """One of the caller's open streams, by token and address (429 ``TOO_MANY_STREAMS``)."""
    limiter: Limiter | None = current_app.extensions.get("dashgames.limiter")
    if limiter is None:
        return nullcontext()
    token = bearer_token(request.headers.get("Authorization"))
    return limiter.stream(token, request.remote_addr)


@blp.route("/<game_id>/events")
class Events(MethodView):
    @blp.operation("stream_game_events", examples.event_page())
    @blp.auth(optional=True)
    @blp.arguments(EventsQuerySchema, location="query")
    @blp.arguments(EventsHeadersSchema, location="headers")
    @blp.response(200, EVENT_PAGE)
    @blp.doc(**SSE_DOC)
    @blp.fails("GAME_NOT_FOUND", errors.TOO_MANY_STREAMS)
    def get(
        self, query: dict[str, Any], _headers: dict[str, Any], game_id: str, player: Player | None
    ) -> Any:
        """Events the caller may see, after `after` (or Last-Event-ID), oldest first."""
        after = request.headers.get("Last-Event-ID") or query.get("after")
        if after is not None and not re.fullmatch(EVENT_ID, after):
            raise errors.ApiError(errors.VALIDATION_ERROR, "bad event id",
                                  fields={"Last-Event-ID": ["not an event id"]})
        settings: ApiSettings = current_app.extensions["dashgames.settings"]
        source = backend()
        token = bearer_token(request.headers.get("Authorization"))
        if request.accept_mimetypes.best == "text/event-stream":
            source.events_after(player, game_id, after, 0, 1)  # 404/401 before streaming
            held = _quota()
            held.__enter__()
            frames = metrics.tracked(stream(source, player, game_id, after, settings, token),
                                     "sse")
            response = Response(frames, mimetype="text/event-stream",
                                headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})
            # The server closes the response however the stream ends (done, client gone).
            response.call_on_close(lambda: held.__exit__(None, None, None))
            return response
        wait = min(query["wait"], settings.long_poll_max_seconds)
        if wait <= 0:  # a plain read, not a stream held open
            records = source.events_after(player, game_id, after, wait, query["limit"])
        else:
            with _quota(), metrics.STREAMS.labels("long_poll").track_inprogress():
                records = source.events_after(player, game_id, after, wait, query["limit"],
                                              token=token)
        last = records[-1].id if records else after
        return render.json_response(render.event_page_text(records, last))
