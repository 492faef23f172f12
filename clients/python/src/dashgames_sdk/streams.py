"""Event streams as iterators: a game's events and the account's, over Server-Sent Events with
a long-poll fallback, resuming after the last event seen.

Both streams keep ``last_event_id``: reconnecting (the server ends an SSE stream after a while,
a connection drops, a process restarts and passes the id it stored) sends it as
``Last-Event-ID`` (or ``after``), so no event is lost or seen twice. ``mode``: ``sse``,
``poll`` or ``auto`` (SSE, falling back to long-poll for good when the server or a proxy
between does not stream). Errors a retry cannot mend (401, a revoked token) end the iteration
with ``ApiError``; a dropped connection, a 429 or a 5xx (a server restarting, its Redis away)
is retried with backoff, for as long as it takes.
"""

from __future__ import annotations

import contextlib
import json
import logging
import random
import time
from collections.abc import Iterator
from typing import Any, Generic, TypeVar

import httpx

from dashgames_sdk.errors import ApiError, from_answer
from dashgames_sdk.views import AccountEvent, EventRecord

log = logging.getLogger("dashgames_sdk.streams")
R = TypeVar("R", AccountEvent, EventRecord)
RETRYABLE = (httpx.TransportError,)


class _Stream(Generic[R]):
    path: str

    def __init__(self, http: httpx.Client, last_event_id: str | None, mode: str = "auto",
                 wait: float = 25.0, max_backoff: float = 10.0, replay: bool = False,
                 with_view: bool = False) -> None:
        if mode not in ("auto", "sse", "poll"):
            raise ValueError(f"mode must be auto, sse or poll, not {mode!r}")
        self.http = http
        self.last_event_id = last_event_id
        self.mode = mode
        self.wait = wait
        self.max_backoff = max_backoff
        self.replay = replay
        self.with_view = with_view
        self._replayed = False
        self.closed = False
        self.connections = 0
        self._response: httpx.Response | None = None

    def close(self) -> None:
        """Stop: after the record being handled, or at once when waiting (from another
        thread, say: the open connection is closed under the reader)."""
        self.closed = True
        response = self._response
        if response is not None:
            with contextlib.suppress(Exception):
                response.close()

    def _finished(self, record: R) -> bool:
        return False

    def __iter__(self) -> Iterator[R]:
        failures = 0
        while not self.closed:
            try:
                source = self._sse() if self.mode != "poll" else self._poll()
                for record in source:
                    failures = 0
                    if not record.get("replayed"):
                        self.last_event_id = str(record["id"])
                    yield record
                    if self._finished(record) or self.closed:
                        return
                failures = 0
            except (*RETRYABLE, httpx.StreamClosed, ApiError) as error:
                if self.closed:
                    return
                if isinstance(error, ApiError) and error.status != 429 and error.status < 500:
                    raise
                failures += 1
                pause = min(self.max_backoff, 0.2 * 2 ** failures) * (0.5 + random.random())
                log.warning("stream %s dropped (%s); again in %.1fs", self.path, error, pause)
                time.sleep(pause)
            except Exception:
                if self.closed:  # closed under the reader: whatever the socket raised
                    return
                raise

    def _sse(self) -> Iterator[R]:
        headers = {"Accept": "text/event-stream"}
        if self.last_event_id:
            headers["Last-Event-ID"] = self.last_event_id
        self.connections += 1
        params = {"replay": "true"} if self.replay else {}
        if self.with_view:
            params["with_view"] = "true"
        with self.http.stream("GET", self.path, headers=headers, params=params) as response:
            self._response = response
            if response.status_code >= 400:
                response.read()
                raise from_answer(response.status_code, _json(response))
            if not response.headers.get("content-type", "").startswith("text/event-stream"):
                if self.mode == "sse":
                    raise ApiError(response.status_code, "NOT_A_STREAM",
                                   "the server answered SSE with another content type")
                log.info("stream %s: no SSE here, long-polling from now on", self.path)
                self.mode = "poll"
                response.read()
                yield from self._page(_json(response))
                return
            data: list[str] = []
            kind = ""
            for line in response.iter_lines():
                if self.closed:
                    return
                if line == "":
                    if data:
                        found = json.loads("\n".join(data))
                        if kind == "error":  # the stream's end: a revoked token, say
                            raise from_answer(int(found.get("status", 401)), found)
                        yield found
                        if self.closed:
                            return
                    data, kind = [], ""
                elif line.startswith("data:"):
                    data.append(line[5:].lstrip(" "))
                elif line.startswith("event:"):
                    kind = line[6:].strip()

    def _poll(self) -> Iterator[R]:
        params: dict[str, Any] = {"wait": self.wait}
        if self.last_event_id:
            params["after"] = self.last_event_id
        if self.replay and not self._replayed:  # long-polling: the first page of a stream
            params["replay"] = "true"
            self._replayed = True
        if self.with_view:
            params["with_view"] = "true"
        self.connections += 1
        response = self.http.get(self.path, params=params)
        if response.status_code >= 400:
            raise from_answer(response.status_code, _json(response))
        yield from self._page(_json(response))

    def _page(self, page: Any) -> Iterator[R]:
        records = page.get("events", []) if isinstance(page, dict) else []
        yield from records
        if not records and isinstance(page, dict) and page.get("last_event_id"):
            self.last_event_id = str(page["last_event_id"])


class AccountStream(_Stream[AccountEvent]):
    """``GET /v1/players/me/events``: challenges, games started, turns, results; forever."""

    path = "/v1/players/me/events"


class GameStream(_Stream[EventRecord]):
    """``GET /v1/games/{id}/events``: the game's records as its reader may see them, up to
    and including ``game_finished``."""

    def __init__(self, http: httpx.Client, game_id: str, last_event_id: str | None = None,
                 **kwargs: Any) -> None:
        super().__init__(http, last_event_id, **kwargs)
        self.game_id = game_id
        self.path = f"/v1/games/{game_id}/events"

    def _finished(self, record: EventRecord) -> bool:
        return record.get("event", {}).get("type") == "game_finished"


def _json(response: httpx.Response) -> Any:
    try:
        return response.json()
    except ValueError:
        return response.text
