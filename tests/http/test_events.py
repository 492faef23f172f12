"""Events: long-poll JSON and Server-Sent Events with Last-Event-ID resume, over real HTTP."""

from __future__ import annotations

import http.client
import json
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from werkzeug.serving import make_server

from tests.support.api_helpers import Caller, seat_callers


def events(caller: Caller, game_id: str, query: str = "") -> dict[str, Any]:
    r = caller.get(f"/v1/games/{game_id}/events?{query}")
    assert r.status_code == 200, r.json
    page: dict[str, Any] = r.json
    return page


def play_first_legal_move(mover: Caller, game_id: str) -> dict[str, Any]:
    move = mover.get(f"/v1/games/{game_id}/legal-moves").json["moves"][0]
    r = mover.post(f"/v1/games/{game_id}/moves", move)
    assert r.status_code == 200, r.json
    result: dict[str, Any] = r.json
    return result


def test_long_poll_pages_follow_on_from_each_other(duel: Any) -> None:
    mover, _, _ = seat_callers(duel)
    game_id = duel[2]
    start = events(mover, game_id)
    mark = start["last_event_id"] or "0"
    assert events(mover, game_id, f"after={mark}") == {"events": [], "last_event_id": mark}
    result = play_first_legal_move(mover, game_id)
    page = events(mover, game_id, f"after={mark}")
    assert [e["event"] for e in page["events"]] == result["events"]
    assert all(e["version"] == result["version"] for e in page["events"])
    assert page["last_event_id"] == page["events"][-1]["id"]


def test_a_long_poll_waits_for_the_next_event(duel: Any) -> None:
    mover, _, _ = seat_callers(duel)
    game_id = duel[2]
    mark = events(mover, game_id)["last_event_id"] or "0"
    timer = threading.Timer(0.5, play_first_legal_move, (mover, game_id))
    began = time.monotonic()
    timer.start()
    try:
        page = events(mover, game_id, f"after={mark}&wait=10")
    finally:
        timer.join()
    assert page["events"], "the poll returned with the move's events"
    assert 0.3 < time.monotonic() - began < 9


@pytest.mark.parametrize("query", ["after=yesterday", "wait=-1", "wait=31", "limit=0"])
def test_a_bad_events_query_is_400(duel: Any, query: str) -> None:
    r = duel[0].get(f"/v1/games/{duel[2]}/events?{query}")
    assert (r.status_code, r.json["code"]) == (400, "VALIDATION_ERROR")


def test_events_of_an_unknown_game_are_404(client: Any) -> None:
    r = client.get("/v1/games/nope/events")
    assert (r.status_code, r.json["code"]) == (404, "GAME_NOT_FOUND")


@pytest.fixture
def server(app: Any) -> Iterator[str]:
    """The app on a real socket (SSE needs a streaming server, not the test client)."""
    httpd = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"127.0.0.1:{httpd.server_port}"
    httpd.shutdown()


def read_sse(host: str, path: str, headers: dict[str, str], count: int) -> list[dict[str, str]]:
    """The first ``count`` SSE events (id and data) on a fresh connection."""
    conn = http.client.HTTPConnection(host, timeout=15)
    conn.request("GET", path, headers={"Accept": "text/event-stream", **headers})
    response = conn.getresponse()
    assert response.status == 200
    assert response.getheader("Content-Type", "").startswith("text/event-stream")
    frames: list[dict[str, str]] = []
    frame: dict[str, str] = {}
    while len(frames) < count:
        line = response.fp.readline().decode().rstrip("\n")
        if not line:
            if "data" in frame:
                frames.append(frame)
            frame = {}
        elif not line.startswith(":"):
            key, _, value = line.partition(": ")
            frame[key] = value
    conn.close()
    return frames


def test_sse_streams_events_and_resumes_after_last_event_id(duel: Any, server: str) -> None:
    mover, _, _ = seat_callers(duel)
    game_id = duel[2]
    play_first_legal_move(mover, game_id)
    recorded = events(mover, game_id)["events"]
    assert len(recorded) >= 2
    path = f"/v1/games/{game_id}/events"
    frames = read_sse(server, path, mover.auth, len(recorded))
    assert [f["id"] for f in frames] == [e["id"] for e in recorded]
    assert [json.loads(f["data"]) for f in frames] == recorded
    resumed = read_sse(server, path, {**mover.auth, "Last-Event-ID": recorded[0]["id"]},
                       len(recorded) - 1)
    assert [f["id"] for f in resumed] == [e["id"] for e in recorded[1:]]


def test_sse_delivers_a_move_made_while_connected(duel: Any, server: str) -> None:
    mover, _, _ = seat_callers(duel)
    game_id = duel[2]
    mark = events(mover, game_id)["last_event_id"] or "0"
    timer = threading.Timer(0.5, play_first_legal_move, (mover, game_id))
    timer.start()
    try:
        frames = read_sse(server, f"/v1/games/{game_id}/events",
                          {**mover.auth, "Last-Event-ID": mark}, 1)
    finally:
        timer.join()
    assert json.loads(frames[0]["data"])["event"]["type"]
