"""The account event log on real Redis: order, resume after an id, waiting, the cap."""

from __future__ import annotations

import threading
import time

import redis

from dashgames.accounts import inbox
from dashgames.accounts.inbox import Inbox


def _inbox(redis_url: str, name: str) -> Inbox:
    client = redis.Redis.from_url(redis_url)
    return Inbox(client, f"test-inbox-{name}:")


def test_events_come_back_in_order_and_resume_after_an_id(redis_url: str) -> None:
    box = _inbox(redis_url, "order")
    box.redis.delete(box.key("p1"))
    first = box.publish("p1", "challenge", {"id": "c1"})
    box.publish("p1", "game_start", {"game_id": "g1"})
    assert [e.type for e in box.after("p1", "0")] == ["challenge", "game_start"]
    rest = box.after("p1", first)
    assert [(e.type, e.data) for e in rest] == [("game_start", {"game_id": "g1"})]
    assert box.last_id("p1") == rest[0].id
    assert box.after("p2", "0") == []


def test_wait_returns_the_next_event(redis_url: str) -> None:
    box = _inbox(redis_url, "wait")
    box.redis.delete(box.key("p1"))
    start = box.last_id("p1")
    threading.Timer(0.2, box.publish, ("p1", "your_turn", {"game_id": "g1"})).start()
    events = box.wait("p1", "$" if start == "0" else start, 3000)
    assert [e.type for e in events] == ["your_turn"]
    assert box.wait("p1", events[0].id, 50) == []


def test_a_wait_of_no_time_left_does_not_block_for_ever(redis_url: str) -> None:
    """A caller's last slice can round to 0 ms; Redis reads ``BLOCK 0`` as "for ever", which
    would hold the request until the socket timed out (a 503 under load)."""
    box = Inbox(redis.Redis.from_url(redis_url, socket_timeout=2.0), "test-inbox-zero:")
    box.redis.delete(box.key("p1"))
    started = time.monotonic()
    assert box.wait("p1", "$", 0) == []
    assert time.monotonic() - started < 1.0


def test_the_stream_is_capped(redis_url: str, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(inbox, "KEEP", 10)
    box = _inbox(redis_url, "cap")
    box.redis.delete(box.key("p1"))
    pipe = box.redis.pipeline()
    for n in range(300):
        box.publish_in(pipe, "p1", "n", {"n": n})
    pipe.execute()
    kept = box.after("p1", "0", count=1000)
    assert len(kept) < 300
    assert kept[-1].data == {"n": 299}
