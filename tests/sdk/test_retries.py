"""``RetryTransport``'s rules, each on exact answers: 429 and 503 wait ``Retry-After`` and try
again; a dropped connection is tried again for a read or a move with an ``Idempotency-Key``,
never for another command; it gives up after ``max_retries``. The server side here is httpx's
own in-memory transport replaying a scripted list of answers (a rate limit that lasts a chosen
number of requests is not something the live platform can be asked for per test)."""

from __future__ import annotations

import httpx
import pytest

from dashgames_sdk import DashGames, RateLimited
from dashgames_sdk.transport import RetryTransport


def scripted(*answers: httpx.Response | type[Exception]
             ) -> tuple[httpx.MockTransport, list[httpx.Request]]:
    seen: list[httpx.Request] = []
    left = list(answers)

    def handle(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        found = left.pop(0)
        if isinstance(found, type):
            raise found("dropped", request=request)
        return found

    return httpx.MockTransport(handle), seen


def client(transport: httpx.BaseTransport, waits: list[float], retries: int = 5
           ) -> tuple[DashGames, RetryTransport]:
    api = DashGames("http://platform.test", "dg_x", transport=transport, max_retries=retries)
    api.transport.sleep = waits.append
    return api, api.transport


LIMITED = {"code": "RATE_LIMITED", "message": "slow down", "details": {}}


def OK() -> httpx.Response:
    return httpx.Response(200, json={"ok": True})


def test_429_waits_retry_after_then_succeeds() -> None:
    mock, seen = scripted(httpx.Response(429, json=LIMITED, headers={"Retry-After": "2"}),
                          httpx.Response(503, json={"code": "SERVICE_UNAVAILABLE",
                                                    "message": "", "details": {}},
                                         headers={"Retry-After": "1"}), OK())
    waits: list[float] = []
    api, transport = client(mock, waits)
    assert api.call("GET", "/healthz") == {"ok": True}
    assert len(seen) == transport.requests == 3 and transport.retries == 2
    assert 2.0 <= waits[0] < 2.25 + 0.01 and 1.0 <= waits[1] < 1.26


def test_429_past_the_retries_raises_rate_limited() -> None:
    mock, seen = scripted(*[httpx.Response(429, json=LIMITED) for _ in range(3)])
    waits: list[float] = []
    api, _ = client(mock, waits, retries=2)
    with pytest.raises(RateLimited) as raised:
        api.call("GET", "/v1/games")
    assert (raised.value.status, raised.value.code, len(seen)) == (429, "RATE_LIMITED", 3)
    assert len(waits) == 2 and waits[1] > waits[0] * 0.5  # exponential, with jitter


def test_a_dropped_move_is_resent_with_the_same_idempotency_key() -> None:
    answer = {"status": "applied", "version": 3, "to_act": [1], "legal_moves": None,
              "events": [], "game_type": "double_dash", "clock": None, "command_id": "c"}
    mock, seen = scripted(httpx.ReadError, httpx.Response(200, json=answer))
    api, _ = client(mock, [])
    played = api.play("g1", {"type": "dd_pass"}, 2)
    assert played.version == 3
    keys = [r.headers["Idempotency-Key"] for r in seen]
    assert len(keys) == 2 and keys[0] == keys[1]
    assert seen[0].headers["If-Match"] == '"2"'


def test_a_dropped_command_without_a_key_is_not_resent() -> None:
    mock, seen = scripted(httpx.ReadError, OK())
    api, _ = client(mock, [])
    with pytest.raises(httpx.ReadError):
        api.call("POST", "/v1/games/g1/resign")
    assert len(seen) == 1
