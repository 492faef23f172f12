"""Stream slots held by an API that died come back within seconds (issue 33, item 2).

The API runs as deployed (gunicorn with deploy/gunicorn.conf.py, in a process group of its
own) with the stream quota on: 3 streams a token, 5 an address. A client opens a quota-full set
(3 streams with one token, 2 with another: the address's 5), the API is killed with ``kill -9``
(master and workers: nothing of it runs any clean-up) and started again, and the client opens
the same five streams again: all within 10 s of the restart, while one more is still refused.
Each slot is a lease the live process renews (``state.leases``); a counter given back only by
the process that took it stayed full for the longest stream's life (364 s).
"""

from __future__ import annotations

import http.client
import json
import os
import signal
import time
from typing import Any

from dashgames.http.settings import ApiSettings
from tests.support import deployed

CLIENT_AT = "127.0.0.30"  # the client's own loopback address: its own count
BOUND = 10.0  # the bound: every stream open again within this of the restart
LEASE = ApiSettings().stream_lease_seconds  # the default: DASHGAMES_API_STREAM_LEASE_SECONDS


def _api_up(port: int) -> bool:
    try:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
        conn.request("GET", "/healthz")
        return conn.getresponse().status == 200
    except (OSError, http.client.HTTPException):
        return False


def _call(port: int, method: str, path: str, body: Any = None,
          headers: dict[str, str] | None = None) -> Any:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30,
                                      source_address=(CLIENT_AT, 0))
    conn.request(method, path, body=json.dumps(body).encode() if body is not None else None,
                 headers={**(headers or {}), "Content-Type": "application/json"})
    response = conn.getresponse()
    answer = json.loads(response.read())
    conn.close()
    return answer


def _open(port: int, path: str, token: str) -> tuple[int, Any]:
    """A stream opened from the client's address: (200, its connection) or (status, body)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30,
                                      source_address=(CLIENT_AT, 0))
    try:
        conn.request("GET", path, headers={"Authorization": f"Bearer {token}",
                                           "Accept": "text/event-stream"})
        response = conn.getresponse()
    except (OSError, http.client.HTTPException) as error:
        conn.close()
        return 0, error
    if response.status == 200:
        assert response.readline().startswith(b"retry:")
        return 200, conn
    body = json.loads(response.read())
    conn.close()
    return response.status, body


def _refused(answer: tuple[int, Any], scope: str) -> bool:
    status, body = answer
    return status == 429 and body["code"] == "TOO_MANY_STREAMS" and \
        body["details"]["scope"] == scope


def test_streams_of_a_killed_api_are_open_again_within_seconds_of_its_restart(
    service_env: dict[str, str],
) -> None:
    port = deployed.free_port()
    env = dict(service_env, DASHGAMES_API_BIND=f"127.0.0.1:{port}", DASHGAMES_API_WORKERS="2",
               DASHGAMES_EXTRA_GAMES="", DASHGAMES_API_RATE_LIMITS="1",
               DASHGAMES_API_STREAMS_PER_TOKEN="3", DASHGAMES_API_STREAMS_PER_ADDRESS="5",
               DASHGAMES_API_SSE_HEARTBEAT_SECONDS="1")  # a stream's end seen within 1 s
    api = (deployed.gunicorn_command(), lambda: _api_up(port), "gunicorn")
    opened: list[Any] = []
    with deployed.running(*api, env=env, cwd=deployed.ROOT, start_new_session=True) as first:
        ann = _call(port, "POST", "/v1/players", {"name": "ann"})["token"]
        bob = _call(port, "POST", "/v1/players", {"name": "bob"})["token"]
        game = _call(port, "POST", "/v1/games", {"type": "double_dash", "seat": 0,
                                                  "seats": [{"kind": "human"}] * 2},
                     {"Authorization": f"Bearer {ann}"})
        path = f"/v1/games/{game['id']}/events"
        wanted = [ann, ann, ann, bob, bob]
        for token in wanted:
            status, conn = _open(port, path, token)
            assert status == 200, conn
            opened.append(conn)
        assert _refused(_open(port, path, ann), "token")
        assert _refused(_open(port, path, bob), "address")
        time.sleep(LEASE + 1)  # renewed meanwhile: still held by the live process
        assert _refused(_open(port, path, bob), "address")
        os.killpg(first.pid, signal.SIGKILL)
        first.wait()
    for conn in opened:
        conn.close()

    with deployed.running(*api, env=env, cwd=deployed.ROOT, start_new_session=True):
        restarted = time.monotonic()
        reopened: list[Any] = []
        try:
            for token in wanted:  # each again until the dead process's lease lapses
                while True:
                    status, conn = _open(port, path, token)
                    if status == 200:
                        reopened.append(conn)
                        break
                    assert status == 429 and time.monotonic() - restarted < BOUND, conn
                    time.sleep(0.1)
            took = time.monotonic() - restarted
            assert _refused(_open(port, path, ann), "token")  # the quota holds as before
            assert _refused(_open(port, path, bob), "address")
        finally:
            for conn in reopened:
                conn.close()
    assert took < BOUND, took
