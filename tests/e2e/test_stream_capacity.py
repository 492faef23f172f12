"""One API process holds its documented number of open event streams, game and account mixed,
and answers the next one 503 with Retry-After while every other route keeps answering
(issue 32, item 4; ``http/capacity.py``). gunicorn as deployed, one worker process, on
loopback; the streams are raw sockets that read their status line and first frame.

The suite runs a small process bound (40 streams, 20 of them account streams); the ``long``
test the shipped defaults' size: 2,000 streams, 1,000 of each kind, under the defaults (2,500
and 1,000), then fills the account bound and checks the refusal."""

from __future__ import annotations

import http.client
import socket
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from typing import Any

import pytest

from tests.e2e.test_distributed_api import _call, _duel
from tests.support import deployed


@contextmanager
def api(workers: dict[str, str], **settings: str) -> Iterator[int]:
    env = dict(workers, DASHGAMES_API_WORKERS="1", DASHGAMES_EXTRA_GAMES="", **settings)
    with deployed.gunicorn_api(env) as port:
        yield port


def _open(port: int, path: str, auth: dict[str, str]) -> tuple[socket.socket, int, bytes]:
    """A stream's socket, its status and what came with it (headers, the first frame)."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=30)
    head = "".join(f"{k}: {v}\r\n" for k, v in auth.items())
    sock.sendall(f"GET {path} HTTP/1.1\r\nHost: t\r\nAccept: text/event-stream\r\n{head}\r\n"
                 .encode())
    got = b""
    while b"\r\n\r\n" not in got:
        chunk = sock.recv(4096)
        assert chunk, f"the server closed {path}: {got!r}"
        got += chunk
    return sock, int(got.split(b" ", 2)[1]), got


def _setup(port: int) -> tuple[dict[str, str], str, dict[str, str]]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    ann, bob, game = _duel(conn)
    conn.close()
    return ann, game["id"], bob


def _others_answer(port: int, ann: dict[str, str], game_id: str) -> None:
    """Other routes answer, and at once: readiness, a read, the lobby, a legal-moves read."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    for path in ("/readyz", "/v1/game-types", f"/v1/games/{game_id}",
                 f"/v1/games/{game_id}/legal-moves"):
        started = time.monotonic()
        status, _, body = _call(conn, "GET", path, None, ann)
        assert status == 200, (path, body)
        assert time.monotonic() - started < 2.0, path
    conn.close()


def _fill(port: int, game_streams: int, account_streams: int, ann: dict[str, str],
          game_id: str, held: ExitStack) -> None:
    for n in range(max(game_streams, account_streams)):
        for wanted, path in ((game_streams, f"/v1/games/{game_id}/events"),
                             (account_streams, "/v1/players/me/events")):
            if n < wanted:
                sock, status, got = _open(port, path, ann)
                held.callback(sock.close)
                assert status == 200, (n, path, got[:300])


def _refused(port: int, path: str, auth: dict[str, str]) -> Any:
    sock, status, got = _open(port, path, auth)
    head, _, body = got.partition(b"\r\n\r\n")
    length = int(head.lower().split(b"content-length: ", 1)[1].split(b"\r\n", 1)[0])
    while len(body) < length:
        body += sock.recv(4096)
    got = head + b"\r\n\r\n" + body
    sock.close()
    assert status == 503, got[:300]
    assert b"\r\nretry-after: 5\r\n" in got.lower(), got[:300]
    assert b'"code": "SERVICE_UNAVAILABLE"' in body or b'"code":"SERVICE_UNAVAILABLE"' in body


def test_a_full_process_refuses_streams_with_503_and_keeps_serving(
    workers: dict[str, str],
) -> None:
    with api(workers, DASHGAMES_API_STREAMS_PER_PROCESS="40",
             DASHGAMES_API_ACCOUNT_STREAMS_PER_PROCESS="20",
             DASHGAMES_API_SSE_HEARTBEAT_SECONDS="1") as port, ExitStack() as held:
        ann, game_id, bob = _setup(port)
        _fill(port, 10, 20, ann, game_id, held)
        _refused(port, "/v1/players/me/events", bob)  # the account bound (20) is reached
        _others_answer(port, ann, game_id)
        _fill(port, 10, 0, ann, game_id, held)  # game streams still fit: 40 in all
        _refused(port, f"/v1/games/{game_id}/events", ann)
        _refused(port, "/v1/players/me/events", ann)
        _others_answer(port, ann, game_id)
        held.close()  # the clients go: the server finds out at its next keep-alive (1 s here)
        ends = time.monotonic() + 10
        while True:
            sock, status, _got = _open(port, "/v1/players/me/events", bob)
            sock.close()
            if status == 200:
                break
            assert time.monotonic() < ends, "the places of closed streams never came back"
            time.sleep(0.5)


@pytest.mark.long
def test_one_process_holds_two_thousand_mixed_streams_under_the_defaults(
    workers: dict[str, str],
) -> None:
    with api(workers) as port, ExitStack() as held:
        ann, game_id, bob = _setup(port)
        _fill(port, 1000, 1000, ann, game_id, held)
        _others_answer(port, ann, game_id)
        _refused(port, "/v1/players/me/events", bob)  # 1,000 account streams: the default
        _others_answer(port, ann, game_id)
