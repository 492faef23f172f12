"""Helpers of the account tests: players with tokens, the account stream, a real socket."""

from __future__ import annotations

import http.client
import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from werkzeug.serving import make_server

from tests.support.api_helpers import Caller


def new_account(client: Any, name: str, bot: bool = False, owner: Caller | None = None,
                accepts: list[str] | None = None) -> Caller:
    body: dict[str, Any] = {"name": name, "bot": bot}
    if accepts is not None:
        body["accepts"] = accepts
    headers = owner.auth if owner is not None else {}
    r = client.post("/v1/players", json=body, headers=headers)
    assert r.status_code == 201, r.json
    return Caller(client, r.json["token"], r.json["id"])


def as_token(caller: Caller, token: str) -> Caller:
    return Caller(caller.client, token, caller.id)


def account_events(caller: Caller, query: str = "after=0") -> list[dict[str, Any]]:
    r = caller.get(f"/v1/players/me/events?{query}")
    assert r.status_code == 200, r.json
    found: list[dict[str, Any]] = r.json["events"]
    return found


def of_type(events: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [e["data"] for e in events if e["type"] == kind]


@contextmanager
def live_server(app: Any) -> Iterator[str]:
    """The app on a real socket (SSE needs a streaming server, not the test client)."""
    httpd = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"127.0.0.1:{httpd.server_port}"
    finally:
        httpd.shutdown()


class SseReader:
    """One SSE connection: frames as they come (``id``, ``event``, ``data``)."""

    def __init__(self, host: str, path: str, headers: dict[str, str], timeout: float = 15) -> None:
        self.conn = http.client.HTTPConnection(host, timeout=timeout)
        self.conn.request("GET", path, headers={"Accept": "text/event-stream", **headers})
        self.response = self.conn.getresponse()

    def next_frame(self) -> dict[str, str] | None:
        """The next frame with data, None when the server closed the stream."""
        frame: dict[str, str] = {}
        while True:
            raw = self.response.fp.readline()
            if not raw:
                return None
            line = raw.decode().rstrip("\n")
            if not line:
                if "data" in frame:
                    return frame
                frame = {}
            elif not line.startswith(":"):
                key, _, value = line.partition(": ")
                frame[key] = value

    def close(self) -> None:
        self.conn.close()


def frame_json(frame: dict[str, str]) -> Any:
    return json.loads(frame["data"])
