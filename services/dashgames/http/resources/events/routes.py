"""A game's events: Server-Sent Events with Last-Event-ID resume, or long-poll JSON."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from contextlib import ExitStack
from typing import Any

from flask import Response, current_app, request
from flask.views import MethodView

from dashgames.accounts.types import Player
from dashgames.chat.errors import ChatNotAllowed
from dashgames.http import errors, examples, render
from dashgames.http.blueprint import ApiBlueprint, backend, bearer_token
from dashgames.http.capacity import StreamCapacity
from dashgames.http.limits import Limiter
from dashgames.http.port import Backend
from dashgames.http.resources.events.schemas import (
    EVENT_ID,
    EVENT_PAGE,
    EventsHeadersSchema,
    EventsQuerySchema,
    PresenceSchema,
)
from dashgames.http.settings import ApiSettings
from dashgames.infra import metrics
from dashgames.infra.errors import Unauthenticated

blp = ApiBlueprint("events", __name__, url_prefix="/v1/games", description="Following a game.")

PRESENCE_GRACE = 5.0  # seconds a stream counts as present past its next heartbeat
PRESENCE_SECONDS = 25.0  # how long a screen's "I have this game open" counts

SSE_DOC = {
    "responses": {200: {"content": {"text/event-stream": {"schema": {
        "type": "string",
        "description": "`id: <event id>` and `data: <EventRecord JSON>` per event (the "
                       "`EventRecord` schema); comment lines keep the connection alive. "
                       "Reconnect with Last-Event-ID.",
    }}}}},
}


class TableChat:
    """The table's chat on a game's event stream, for a reader who asked (``chat_after``): its
    own cursor (the last message id read), apart from the events' version-ordered one."""

    def __init__(self, source: Backend, player: Player | None, game_id: str, after: int | None):
        self.source, self.player, self.game_id, self.after = source, player, game_id, after

    def pending(self) -> bool:
        """A message past the cursor (perhaps one this reader is not shown: read to skip it)."""
        return self.after is not None and self.source.chat_last_id(self.game_id) > self.after

    def read(self) -> dict[str, Any] | None:
        """The messages past the cursor this reader is shown (mutes, free text, bots: as
        ``GET .../chat``), and the cursor moved past every message; None when not asked, or
        when the table closed its chat to this reader meanwhile (the events go on)."""
        if self.after is None:
            return None
        try:
            page = self.source.chat_read(self.player, self.game_id, self.after)
        except ChatNotAllowed:
            self.after = None
            return None
        self.after = max(self.after, int(page["last_id"]))
        return page


def stream(source: Backend, player: Player | None, game_id: str, after: str | None,
           settings: ApiSettings, token: str | None = None,
           chat: TableChat | None = None) -> Iterator[str]:
    """SSE frames until ``sse_max_seconds`` pass; the client then resumes by Last-Event-ID.
    A reader whose token is revoked meanwhile gets one ``error`` event and the end. The stream
    holds one registration with the process's bell for its whole life (``follow``), so between
    steps it reads nothing and each step costs it one Redis round trip. ``chat``: the table's
    chat rides along as ``chat`` events (the bell rings for a message too)."""
    chat = chat or TableChat(source, player, game_id, None)
    with source.follow(game_id) as following:
        yield f"retry: 1000\n: following {game_id}\n\n"
        ends = time.monotonic() + settings.sse_max_seconds
        while (left := ends - time.monotonic()) > 0:
            wait = min(settings.sse_heartbeat_seconds, left)
            if player is not None:  # at the table while the stream is open (the online dot)
                source.mark_present(player, game_id, wait + PRESENCE_GRACE)
            try:
                records = source.events_after(player, game_id, after, wait,
                                              settings.events_page_limit, token=token,
                                              following=following, woken=chat.pending)
            except Unauthenticated as error:
                yield render.sse_error(error)
                return
            said = chat.read()
            if records:
                after = records[-1].id
                yield render.sse_frames(records)
            if said is not None and said["messages"]:
                yield render.sse_chat(said["messages"])
            elif not records:
                yield ": keep-alive\n\n"


def _quota(account: bool = False) -> ExitStack:
    """One of this process's open streams (503 with Retry-After when it holds its most:
    ``http/capacity.py``), then one of the caller's, by token and address (429
    ``TOO_MANY_STREAMS``)."""
    held = ExitStack()
    try:
        capacity: StreamCapacity | None = current_app.extensions.get("dashgames.streams")
        if capacity is not None:
            held.enter_context(capacity.hold(account))
        limiter: Limiter | None = current_app.extensions.get("dashgames.limiter")
        if limiter is not None:
            token = bearer_token(request.headers.get("Authorization"))
            held.enter_context(limiter.stream(token, request.remote_addr))
    except BaseException:
        held.close()
        raise
    return held


@blp.route("/<game_id>/events")
class Events(MethodView):
    @blp.operation("stream_game_events", examples.event_page())
    @blp.auth(optional=True)
    @blp.arguments(EventsQuerySchema, location="query")
    @blp.arguments(EventsHeadersSchema, location="headers")
    @blp.response(200, EVENT_PAGE)
    @blp.doc(**SSE_DOC)
    @blp.fails("GAME_NOT_FOUND", "CHAT_NOT_ALLOWED", errors.TOO_MANY_STREAMS)
    def get(
        self, query: dict[str, Any], _headers: dict[str, Any], game_id: str, player: Player | None
    ) -> Any:
        """Events the caller may see, after `after` (or Last-Event-ID), oldest first; with
        `chat_after`, the table's chat too (on its own cursor)."""
        after = request.headers.get("Last-Event-ID") or query.get("after")
        if after is not None and not re.fullmatch(EVENT_ID, after):
            raise errors.ApiError(errors.VALIDATION_ERROR, "bad event id",
                                  fields={"Last-Event-ID": ["not an event id"]})
        settings: ApiSettings = current_app.extensions["dashgames.settings"]
        source = backend()
        token = bearer_token(request.headers.get("Authorization"))
        chat = TableChat(source, player, game_id, query.get("chat_after"))
        if request.accept_mimetypes.best == "text/event-stream":
            source.events_after(player, game_id, after, 0, 1)  # 404/401 before streaming
            if chat.after is not None:  # 403 before streaming when the chat is closed to you
                source.chat_read(player, game_id, chat.after)
            held = _quota()
            held.__enter__()
            frames = metrics.tracked(stream(source, player, game_id, after, settings, token,
                                            chat), "sse")
            response = Response(frames, mimetype="text/event-stream",
                                headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})
            # The server closes the response however the stream ends (done, client gone).
            response.call_on_close(lambda: held.__exit__(None, None, None))
            return response
        wait = min(query["wait"], settings.long_poll_max_seconds)
        asked = chat.after is not None
        if chat.after is not None:  # 403 when the chat is closed to you
            source.chat_read(player, game_id, chat.after)
        if wait <= 0:  # a plain read, not a stream held open
            records = source.events_after(player, game_id, after, wait, query["limit"])
        else:
            with _quota(), metrics.STREAMS.labels("long_poll").track_inprogress():
                records = source.events_after(player, game_id, after, wait, query["limit"],
                                              token=token, woken=chat.pending)
        last = records[-1].id if records else after
        said = chat.read()
        if asked and said is None:  # closed to you during the wait: nothing, cursor kept
            said = {"messages": [], "last_id": query["chat_after"]}
        return render.json_response(render.event_page_text(records, last, said))


@blp.route("/<game_id>/presence")
class Presence(MethodView):
    @blp.operation("get_game_presence", {"seats": [
        {"seat": 0, "online": True, "vacation": False},
        {"seat": 1, "online": False, "vacation": True}]})
    @blp.auth(optional=True)
    @blp.response(200, PresenceSchema)
    @blp.fails("GAME_NOT_FOUND")
    def get(self, game_id: str, player: Player | None) -> Any:
        """Which seats' players follow the game now (a live event stream open with their
        token, or a screen that said so within the last PRESENCE_SECONDS) and which are on
        vacation (their turn-based clocks paused): flags per seat, as public as the seats (no
        player id, nothing of the game's hidden state)."""
        return {"seats": backend().presence(game_id)}

    @blp.operation("check_in_to_game", {"seats": [
        {"seat": 0, "online": True, "vacation": False},
        {"seat": 1, "online": False, "vacation": True}]})
    @blp.auth(scope="act")
    @blp.response(200, PresenceSchema)
    @blp.fails("GAME_NOT_FOUND")
    def post(self, game_id: str, player: Player) -> Any:
        """"I have this game open": the caller counts as following it for PRESENCE_SECONDS (a
        screen whose event stream cannot carry a token says so while it is open); answers as
        GET."""
        source = backend()
        source.presence(game_id)  # GAME_NOT_FOUND first
        source.mark_present(player, game_id, PRESENCE_SECONDS)
        return {"seats": source.presence(game_id)}
