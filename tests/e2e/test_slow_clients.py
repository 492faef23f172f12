"""Slow clients cannot starve the API (issue 32, item 1; ``http/slow_clients.py``).

gunicorn as deployed (two gevent workers) on loopback. An attacker at 127.0.0.1 keeps many
connections in their header phase, each sending a request line and then one header byte every
second, and opens a new one (at a bounded rate) whenever the server closes one. Meanwhile a
real client at 127.0.0.2 (another address of the loopback) creates a game and plays it: every
request must answer 200 at normal latency. Before the guard, the attacker filled every
worker's connections and the player's requests waited in the listen backlog.

The suite runs 900 slow connections against workers of 300 connections each (the same
exhaustion, smaller); the ``long`` test 10,000 against the shipped settings.
"""

from __future__ import annotations

import errno
import http.client
import socket
import statistics
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from tests.e2e.test_distributed_api import _call, _duel
from tests.support import deployed

PLAYER_ADDRESS = "127.0.0.2"


class Slowloris(threading.Thread):
    def __init__(self, port: int, count: int, opens_per_second: float) -> None:
        super().__init__(daemon=True)
        self.port, self.count, self.rate = port, count, opens_per_second
        self.stop = threading.Event()
        self.socks: list[socket.socket] = []
        self.opened = self.closed_by_server = 0

    def _open(self) -> None:
        sock = socket.socket()
        sock.settimeout(0.2)
        try:
            sock.connect(("127.0.0.1", self.port))
            sock.sendall(b"GET /v1/game-types HTTP/1.1\r\nHost: t\r\nX-Slow: ")
        except OSError:
            sock.close()  # the backlog is full: the server is not accepting
            return
        sock.setblocking(False)
        self.socks.append(sock)
        self.opened += 1

    def run(self) -> None:
        next_drip = time.monotonic()
        while not self.stop.is_set():
            started = time.monotonic()
            budget = int(self.rate * 0.1)
            while len(self.socks) < self.count and budget > 0 and not self.stop.is_set():
                self._open()
                budget -= 1
            if time.monotonic() >= next_drip:
                next_drip = time.monotonic() + 1.0
                kept = []
                for sock in self.socks:
                    try:
                        sock.send(b"a")
                        kept.append(sock)
                    except BlockingIOError:
                        kept.append(sock)
                    except OSError as error:
                        assert error.errno in (errno.EPIPE, errno.ECONNRESET), error
                        sock.close()
                        self.closed_by_server += 1
                self.socks = kept
            self.stop.wait(max(0.0, 0.1 - (time.monotonic() - started)))
        for sock in self.socks:
            sock.close()


@contextmanager
def attacked(port: int, count: int, opens_per_second: float) -> Iterator[Slowloris]:
    attacker = Slowloris(port, count, opens_per_second)
    attacker.start()
    try:
        yield attacker
    finally:
        attacker.stop.set()
        attacker.join(30)


def _player_connection(port: int) -> http.client.HTTPConnection:
    return http.client.HTTPConnection("127.0.0.1", port, timeout=10,
                                      source_address=(PLAYER_ADDRESS, 0))


def _play(port: int, seconds: float) -> list[float]:
    """A person's session from another address: a new game, then moves at a human pace (one
    every 0.2 s) for ``seconds``; the time each request took."""
    took: list[float] = []

    def timed(conn: http.client.HTTPConnection, *args: Any) -> Any:
        started = time.monotonic()
        status, _headers, body = _call(conn, *args)
        took.append(time.monotonic() - started)
        assert status in (200, 201), (args[:2], status, body)
        return body

    conn = _player_connection(port)
    ann, bob, game = _duel(conn)
    url = f"/v1/games/{game['id']}"
    seats = {0: ann, 1: bob}
    ends = time.monotonic() + seconds
    while time.monotonic() < ends:
        read = timed(conn, "GET", url, None, ann)
        if read["game"]["status"] != "active":
            conn.close()
            conn = _player_connection(port)
            ann, bob, game = _duel(conn)
            url, seats = f"/v1/games/{game['id']}", {0: ann, 1: bob}
            continue
        actor = read["game"]["to_act"][0]
        legal = timed(conn, "GET", f"{url}/legal-moves", None, seats[actor])
        timed(conn, "POST", f"{url}/moves", legal["moves"][0],
              {**seats[actor], "If-Match": f'"{legal["version"]}"'})
        time.sleep(0.2)
    conn.close()
    return took


def _holds_against(workers: dict[str, str], count: int, play_seconds: float,
                   **settings: str) -> None:
    env = dict(workers, DASHGAMES_API_WORKERS="2", DASHGAMES_EXTRA_GAMES="", **settings)
    with deployed.gunicorn_api(env) as port, attacked(port, count, 2000) as attacker:
        ends = time.monotonic() + 60
        while attacker.opened < count:  # the attack is in place: every connection was tried
            assert time.monotonic() < ends, f"only {attacker.opened} of {count} opened"
            time.sleep(0.2)
        took = _play(port, play_seconds)
        assert attacker.closed_by_server > 0, "the server let every slow connection be"
    assert len(took) >= 10
    assert max(took) < 2.0, sorted(took)[-5:]
    assert statistics.median(took) < 0.3, statistics.median(took)


def test_slow_connections_from_one_address_do_not_starve_a_player(
    workers: dict[str, str],
) -> None:
    _holds_against(workers, 900, 8.0, DASHGAMES_API_CONNECTIONS="300",
                   DASHGAMES_API_HEADER_SECONDS="2", DASHGAMES_API_PENDING_PER_ADDRESS="50")


@pytest.mark.long
def test_ten_thousand_slow_connections_under_the_shipped_settings(
    workers: dict[str, str],
) -> None:
    _holds_against(workers, 10_000, 30.0)


def test_a_body_that_does_not_arrive_in_time_is_answered_408(workers: dict[str, str]) -> None:
    """A request whose body stops halfway: 408 and the connection closed once the body deadline
    passes (1 s here), instead of a greenlet and a connection held for as long as it likes."""
    env = dict(workers, DASHGAMES_API_WORKERS="1", DASHGAMES_EXTRA_GAMES="",
               DASHGAMES_API_BODY_SECONDS="1")
    with deployed.gunicorn_api(env) as port:
        sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        sock.sendall(b"POST /v1/players HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n"
                     b"Content-Length: 40\r\n\r\n{\"name\": ")
        started = time.monotonic()
        got = b""
        while chunk := sock.recv(4096):  # until the server closes it
            got += chunk
        sock.close()
        assert time.monotonic() - started < 5.0
        assert got.startswith(b"HTTP/1.1 408 "), got[:200]
        assert got.endswith(b'"code": "REQUEST_TIMEOUT", "details": {}, '
                            b'"message": "the request body did not arrive in time"}')
