"""The lane's connections: bounded, shared under concurrent use, waited for, failing clearly."""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
import redis

from dashgames.infra.lane import MAX_CONNECTIONS, Lane, LaneFull


class CountedConnection(redis.Connection):
    """redis-py's connection, counting how many the lane makes."""

    made = 0

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        type(self).made += 1


@pytest.fixture
def pool(redis_url: str) -> Iterator[redis.ConnectionPool]:
    """A pool whose connections carry a name of their own, to count them on the server."""
    name = f"lane-{uuid.uuid4().hex[:8]}"
    made = redis.ConnectionPool.from_url(redis_url, client_name=name)
    if made.connection_class is redis.Connection:  # TCP; a unix socket keeps its own class
        made.connection_class = CountedConnection
    CountedConnection.made = 0
    yield made
    made.disconnect()


def _admin(pool: redis.ConnectionPool) -> redis.Redis:
    """A client on the same Redis, on connections of its own that nothing counts."""
    kind = pool.connection_class
    kwargs = {k: v for k, v in pool.connection_kwargs.items() if k != "client_name"}
    return redis.Redis(connection_pool=redis.ConnectionPool(
        connection_class=redis.Connection if kind is CountedConnection else kind, **kwargs))


def _named(pool: redis.ConnectionPool) -> list[dict[str, Any]]:
    """The connections Redis sees with the pool's client name."""
    admin = _admin(pool)
    try:
        name = pool.connection_kwargs["client_name"]
        return [c for c in admin.client_list() if c.get("name") == name]
    finally:
        admin.close()


def _on_server(pool: redis.ConnectionPool) -> int:
    return len(_named(pool))


def test_the_bound_is_the_pools_or_the_lanes_own(pool: redis.ConnectionPool) -> None:
    assert Lane(pool, max_connections=3).max_connections == 3
    assert Lane(pool).max_connections == min(pool.max_connections, MAX_CONNECTIONS)
    pool.max_connections = 7  # as ?max_connections=7 in REDIS_URL sets it
    assert Lane(pool).max_connections == 7
    pool.max_connections = 2**31  # redis-py before 8: no bound
    assert Lane(pool).max_connections == MAX_CONNECTIONS


def test_concurrent_callers_share_the_bounded_connections_and_all_get_answers(
    pool: redis.ConnectionPool,
) -> None:
    lane = Lane(pool, max_connections=3)
    key = f"lane-test-{uuid.uuid4().hex}"
    seen_open: list[int] = []
    answers: list[Any] = []
    failures: list[BaseException] = []
    on_server: list[int] = []

    def caller(n: int) -> None:
        try:
            for i in range(10):  # each call holds its connection ~10 ms: callers must queue
                answers.append(lane.call("BLPOP", f"{key}:{n}:{i}", 0.01))
                seen_open.append(lane.open_connections)
        except BaseException as e:
            failures.append(e)

    threads = [threading.Thread(target=caller, args=(n,)) for n in range(12)]
    for t in threads:
        t.start()
    while any(t.is_alive() for t in threads):
        on_server.append(_on_server(pool))
        time.sleep(0.01)
    for t in threads:
        t.join()
    assert failures == []
    assert answers == [None] * 120  # every BLPOP timed out, answered on a clean connection
    assert max(seen_open) <= 3 and max(on_server) <= 3
    assert lane.open_connections == 3 == _on_server(pool)  # all three kept for the next calls
    if pool.connection_class is CountedConnection:
        assert CountedConnection.made == 3


def _hold(lane: Lane, seconds: float) -> threading.Thread:
    """A thread keeping one of the lane's connections busy for ``seconds``."""
    started = threading.Event()

    def hold() -> None:
        started.set()
        lane.call("BLPOP", f"lane-hold-{uuid.uuid4().hex}", seconds)

    thread = threading.Thread(target=hold)
    thread.start()
    started.wait()
    time.sleep(0.05)  # it has sent its BLPOP
    return thread


def test_a_caller_waits_for_a_connection_to_come_back(pool: redis.ConnectionPool) -> None:
    lane = Lane(pool, max_connections=1, wait_seconds=5.0)
    holder = _hold(lane, 0.5)
    began = time.monotonic()
    assert lane.call("PING") == b"PONG"
    waited = time.monotonic() - began
    holder.join()
    assert 0.3 < waited < 3.0
    assert lane.open_connections == 1


def test_a_caller_fails_clearly_when_none_comes_back_in_time(pool: redis.ConnectionPool) -> None:
    lane = Lane(pool, max_connections=1, wait_seconds=0.2)
    holder = _hold(lane, 1.0)
    began = time.monotonic()
    with pytest.raises(LaneFull, match=r"all 1 Redis connections .* in use for 0.2 s.*"
                                       r"max_connections=N in REDIS_URL"):
        lane.call("PING")
    assert 0.15 < time.monotonic() - began < 0.9  # waited its time, not a resend's second wait
    holder.join()
    assert lane.call("PING") == b"PONG" and lane.open_connections == 1  # usable again


def test_a_broken_connection_gives_its_place_to_a_new_one(pool: redis.ConnectionPool) -> None:
    lane = Lane(pool, max_connections=1)
    assert lane.call("PING") == b"PONG"
    (client,) = _named(pool)
    admin = _admin(pool)
    admin.client_kill_filter(_id=client["id"])
    admin.close()
    assert lane.call("PING") == b"PONG"  # resent once, on a new connection in the freed place
    assert lane.open_connections == 1 == _on_server(pool)


def test_an_error_reply_keeps_the_connection(pool: redis.ConnectionPool) -> None:
    lane = Lane(pool, max_connections=1)
    key = f"lane-test-{uuid.uuid4().hex}"
    lane.call("SET", key, "text")
    with pytest.raises(redis.ResponseError):
        lane.call("INCR", key)
    with pytest.raises(redis.ResponseError):
        lane.transaction(("INCR", key), ("GET", key))
    assert lane.call("GET", key) == b"text" and lane.open_connections == 1
    lane.call("DEL", key)
