"""Per-address limits behind a real reverse proxy (issue 33, item 1).

The API runs as deployed (gunicorn with deploy/gunicorn.conf.py) with its limits on and
``DASHGAMES_API_TRUSTED_PROXIES`` naming one address, 127.0.0.2: the one the test's reverse
proxy (tests/support/forwarder.py, a process of its own) connects from. Clients connect from
loopback addresses of their own (127.0.0.x: Linux routes the whole 127/8 to ``lo``), either
through the proxy, which appends their address to ``X-Forwarded-For`` as nginx does, or
straight to the API. Through the proxy each client counts as itself; straight to the API, a
forged ``X-Forwarded-For``, ``X-Real-IP`` or ``Forwarded`` changes nothing.
"""

from __future__ import annotations

import http.client
import json
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.support import deployed
from tests.support.forwarder import forwarding

PROXY_AT = "127.0.0.2"  # the proxy's own address toward the API: the only one trusted


@dataclass
class Edge:
    api: int  # the API's port
    proxy: int  # the proxy's port
    access_log: Path


@pytest.fixture(scope="module")
def edge(service_env: dict[str, str], tmp_path_factory: pytest.TempPathFactory
         ) -> Iterator[Edge]:
    log = tmp_path_factory.mktemp("access") / "access.log"
    env = dict(service_env, DASHGAMES_API_WORKERS="1", DASHGAMES_EXTRA_GAMES="",
               DASHGAMES_API_RATE_LIMITS="1", DASHGAMES_API_TRUSTED_PROXIES=f"{PROXY_AT}/32",
               DASHGAMES_API_LIMIT_PLAYERS_PER_ADDRESS="2/hour",
               DASHGAMES_API_LIMIT_MOVES_PER_ADDRESS="3/minute",
               DASHGAMES_API_STREAMS_PER_ADDRESS="1", DASHGAMES_API_ACCESS_LOG=str(log),
               DASHGAMES_API_SSE_HEARTBEAT_SECONDS="1")  # a stream's end seen within 1 s
    with deployed.gunicorn_api(env, ready="/healthz") as api, forwarding(api, PROXY_AT) as proxy:
        yield Edge(api, proxy, log)


def _call(port: int, source: str, method: str, path: str, body: Any = None,
          headers: dict[str, str] | None = None) -> tuple[int, Any]:
    """One request on a connection of its own from ``source``: (status, JSON body)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30, source_address=(source, 0))
    try:
        payload = None if body is None else json.dumps(body).encode()
        sent = {**(headers or {}), **({"Content-Type": "application/json"} if payload else {})}
        conn.request(method, path, body=payload, headers=sent)
        response = conn.getresponse()
        raw = response.read()
        return response.status, json.loads(raw) if raw[:1] == b"{" else raw
    finally:
        conn.close()


def _new_player(port: int, source: str, headers: dict[str, str] | None = None
                ) -> tuple[int, Any]:
    return _call(port, source, "POST", "/v1/players", {"name": "ann"}, headers)


def _refused(answer: tuple[int, Any], code: str = "RATE_LIMITED") -> bool:
    status, body = answer
    return status == 429 and body["code"] == code and body["details"]["scope"] == "address"


def test_clients_behind_the_proxy_are_limited_each_by_its_own_address(edge: Edge) -> None:
    ann, bob = "127.0.0.10", "127.0.0.11"
    assert [_new_player(edge.proxy, ann)[0] for _ in range(2)] == [201, 201]
    assert _refused(_new_player(edge.proxy, ann))  # 2 an hour from ann's address
    assert _new_player(edge.proxy, bob)[0] == 201  # bob, through the same proxy: his own count
    assert _new_player(edge.proxy, bob)[0] == 201
    assert _refused(_new_player(edge.proxy, bob))
    logged = _logged(edge, lambda seen: seen.count(ann) == 3 and seen.count(bob) == 3)
    assert PROXY_AT not in logged


def _logged(edge: Edge, done: Callable[[list[str]], bool]) -> list[str]:
    """The client address of each ``/v1/players`` line of gunicorn's access log (its first
    field), once ``done`` holds of them (a line is written just after its answer)."""
    ends = time.monotonic() + 5
    while True:
        lines = edge.access_log.read_text().splitlines()
        seen = [line.split()[0] for line in lines if "/v1/players" in line]
        if done(seen) or time.monotonic() > ends:
            assert done(seen), lines
            return seen
        time.sleep(0.05)


def test_a_client_forging_the_header_is_limited_by_its_own_address(edge: Edge) -> None:
    direct, sly = "127.0.0.12", "127.0.0.13"

    def forged(n: int) -> dict[str, str]:
        claimed = f"198.51.100.{n}"
        return {"X-Forwarded-For": claimed, "X-Real-IP": claimed, "Forwarded": f"for={claimed}"}

    # Straight to the API, not from the proxy: the headers are ignored, whatever they claim.
    answers = [_new_player(edge.api, direct, forged(n)) for n in range(4)]
    assert [s for s, _ in answers[:2]] == [201, 201]
    assert all(_refused(a) for a in answers[2:])
    # Claiming to be the proxy itself, or another client, changes nothing either.
    assert _refused(_new_player(edge.api, direct, {"X-Forwarded-For": PROXY_AT}))
    # Through the proxy: what the client wrote stays left of the address the proxy appends.
    answers = [_new_player(edge.proxy, sly, forged(10 + n)) for n in range(3)]
    assert [s for s, _ in answers[:2]] == [201, 201]
    assert _refused(answers[2])
    logged = _logged(edge, lambda seen: seen.count(direct) == 5 and seen.count(sly) == 3)
    assert not any(address.startswith("198.51.100.") for address in logged)


def test_streams_and_moves_count_by_the_forwarded_address(edge: Edge) -> None:
    """The stream quota (1 an address here) and the moves' limit on the route answered beneath
    Flask (``state.hot_routes``), through the proxy."""
    ann_at, bob_at = "127.0.0.20", "127.0.0.21"
    ann = {"Authorization": f"Bearer {_new_player(edge.proxy, ann_at)[1]['token']}"}
    bob = {"Authorization": f"Bearer {_new_player(edge.proxy, bob_at)[1]['token']}"}
    status, game = _call(edge.proxy, ann_at, "POST", "/v1/games", {
        "type": "double_dash", "seats": [{"kind": "human"}, {"kind": "human"}], "seat": 0}, ann)
    assert status == 201, game
    url = f"/v1/games/{game['id']}"
    assert _call(edge.proxy, bob_at, "POST", f"{url}/join", {"seat": 1}, bob)[0] == 200

    streams = []
    try:
        for source, who in ((ann_at, ann), (bob_at, bob)):  # one each: both held at once
            conn = http.client.HTTPConnection("127.0.0.1", edge.proxy, timeout=30,
                                              source_address=(source, 0))
            conn.request("GET", f"{url}/events", headers={**who, "Accept": "text/event-stream"})
            streams.append(conn)
            response = conn.getresponse()
            assert response.status == 200
            assert response.readline().startswith(b"retry:")
        assert _refused(_call(edge.proxy, ann_at, "GET", f"{url}/events", None,
                              {**ann, "Accept": "text/event-stream"}), "TOO_MANY_STREAMS")
    finally:
        for conn in streams:
            conn.close()

    statuses = [_call(edge.proxy, ann_at, "POST", f"{url}/moves", {"kind": "x"}, ann)[0]
                for _ in range(3)]
    assert 429 not in statuses  # refused by the rules, but counted
    assert _refused(_call(edge.proxy, ann_at, "POST", f"{url}/moves", {"kind": "x"}, ann))
    assert _call(edge.proxy, bob_at, "POST", f"{url}/moves", {"kind": "x"}, bob)[0] != 429
