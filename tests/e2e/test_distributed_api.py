"""Distributed mode's API as deploy/Procfile runs it: gunicorn with deploy/gunicorn.conf.py.

The other API tests call the Flask app in-process or under werkzeug; this one starts the real
gunicorn process (its default gevent worker class) against the test Redis and the real Celery
workers, and checks over raw HTTP what the server layer itself could get wrong: kept-alive
connections carrying moves, a Server-Sent Events stream that delivers as moves land and
resumes from ``Last-Event-ID``, and a body over the limit refused with 413.
"""

from __future__ import annotations

import http.client
import json
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from tests.support import deployed


@pytest.fixture(scope="module")
def gunicorn_api(workers: dict[str, str]) -> Iterator[int]:
    with deployed.gunicorn_api(dict(workers, DASHGAMES_API_WORKERS="1",
                                    DASHGAMES_EXTRA_GAMES="")) as port:
        yield port


def _call(conn: http.client.HTTPConnection, method: str, path: str, body: Any = None,
          headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], Any]:
    payload = None if body is None else (body if isinstance(body, bytes) else
                                         json.dumps(body).encode())
    sent = dict(headers or {})
    if payload is not None:
        sent.setdefault("Content-Type", "application/json")
    conn.request(method, path, body=payload, headers=sent)
    response = conn.getresponse()
    raw = response.read()
    parsed = json.loads(raw) if raw[:1] in (b"{", b"[") else raw
    return response.status, {k.lower(): v for k, v in response.getheaders()}, parsed


def _player(conn: http.client.HTTPConnection, name: str) -> dict[str, str]:
    status, _, body = _call(conn, "POST", "/v1/players", {"name": name})
    assert status == 201, body
    return {"Authorization": f"Bearer {body['token']}"}


def _duel(conn: http.client.HTTPConnection) -> tuple[dict[str, str], dict[str, str], Any]:
    """Two new players (their auth headers) seated in a new Double Dash game, ann first."""
    ann, bob = _player(conn, "ann"), _player(conn, "bob")
    status, _, game = _call(conn, "POST", "/v1/games", {
        "type": "double_dash", "seats": [{"kind": "human"}, {"kind": "human"}], "seat": 0,
    }, ann)
    assert status == 201, game
    assert _call(conn, "POST", f"/v1/games/{game['id']}/join", {"seat": 1}, bob)[0] == 200
    return ann, bob, game


def test_moves_on_one_kept_alive_connection_and_events_streamed_as_they_land(
    gunicorn_api: int,
) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", gunicorn_api, timeout=30)
    ann, bob, game = _duel(conn)
    url = f"/v1/games/{game['id']}"
    stream = http.client.HTTPConnection("127.0.0.1", gunicorn_api, timeout=30)
    stream.request("GET", f"{url}/events", headers={**ann, "Accept": "text/event-stream"})
    events = stream.getresponse()
    assert events.status == 200
    assert events.getheader("Content-Type", "").startswith("text/event-stream")
    sock_before = conn.sock
    made: list[dict[str, Any]] = []
    seats = {0: ann, 1: bob}
    for _ in range(6):  # a few moves, whoever is to act, on the same connection
        status, _, read = _call(conn, "GET", url, None, ann)
        actor = read["game"]["to_act"][0]
        status, headers, legal = _call(conn, "GET", f"{url}/legal-moves", None, seats[actor])
        assert status == 200 and headers["etag"] == f'"{legal["version"]}"'
        status, _, answer = _call(conn, "POST", f"{url}/moves", legal["moves"][0],
                                  {**seats[actor], "If-Match": f'"{legal["version"]}"'})
        assert status == 200, answer
        assert answer["version"] == legal["version"] + 1
        made.append(answer)
    assert conn.sock is sock_before, "the server closed a kept-alive connection"
    # The stream carries every event of those moves, in order, each with its id (a stream
    # that missed one never matches, and the read times out).
    wanted = [e for answer in made for e in answer["events"]]
    seen: list[str] = []
    ids: list[str] = []
    while seen[-len(wanted):] != wanted:  # first it replays the game's earlier events
        line = events.readline().decode().rstrip("\n")
        if line.startswith("id:"):
            ids.append(line[3:].strip())
        elif line.startswith("data:"):
            seen.append(json.loads(line[5:])["event"])
    stream.close()
    # Resuming after the second-to-last id yields exactly the last event.
    resumed = http.client.HTTPConnection("127.0.0.1", gunicorn_api, timeout=30)
    resumed.request("GET", f"{url}/events", headers={
        **ann, "Accept": "text/event-stream", "Last-Event-ID": ids[-2]})
    response = resumed.getresponse()
    while True:
        line = response.readline().decode()
        if line.startswith("data:"):
            assert json.loads(line[5:])["event"] == wanted[-1]
            break
    resumed.close()


def test_an_oversized_body_is_refused_with_413_and_changes_nothing(gunicorn_api: int) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", gunicorn_api, timeout=30)
    ann = _player(conn, "ann")
    status, _, game = _call(conn, "POST", "/v1/games", {
        "type": "double_dash", "seats": [{"kind": "human"}, {"kind": "human"}], "seat": 0}, ann)
    assert status == 201, game
    url = f"/v1/games/{game['id']}"
    before = _call(conn, "GET", url, None, ann)[2]["game"]  # open: nothing else changes it
    huge = b'{"type":"move","pad":"' + b"x" * (2 << 20) + b'"}'
    status, _, body = _call(http.client.HTTPConnection("127.0.0.1", gunicorn_api, timeout=30),
                            "POST", f"{url}/moves", huge, ann)
    assert status == 413 and body["code"] == "PAYLOAD_TOO_LARGE", body
    assert _call(conn, "GET", url, None, ann)[2]["game"] == before


def test_the_bench_load_driver_plays_through_the_deployed_api(gunicorn_api: int) -> None:
    # make bench's driver, run as make bench runs it (its own process), kept working here
    out = subprocess.run(
        [sys.executable, "-m", "bench.load", "--base", f"http://127.0.0.1:{gunicorn_api}",
         "--in-flight", "2", "--seconds", "1"],
        cwd=deployed.ROOT, capture_output=True, text=True, timeout=60, check=True,
    )
    figures = json.loads(out.stdout.strip().splitlines()[-1])
    assert figures["errors"] == 0 and figures["moves"] > 0
    assert figures["requests"] >= figures["moves"]


def test_the_bench_stream_driver_moves_on_its_stream_events(gunicorn_api: int) -> None:
    # the real-client workload: a stream per seat, a move when the stream says it is our turn;
    # the other seat is told of every move, so notified latencies are measured
    out = subprocess.run(
        [sys.executable, "-m", "bench.streams_load", "--base",
         f"http://127.0.0.1:{gunicorn_api}", "--in-flight", "2", "--seconds", "2"],
        cwd=deployed.ROOT, capture_output=True, text=True, timeout=60, check=True,
    )
    figures = json.loads(out.stdout.strip().splitlines()[-1])
    assert figures["errors"] == 0 and figures["moves"] > 0
    assert figures["notified_p50_ms"] > 0 and figures["requests_per_move"] >= 1
