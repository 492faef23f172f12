"""The broker transport: kombu's Redis transport, reusing one Redis client per channel."""

from __future__ import annotations

import base64
import json
import socket
import time
import uuid

import pytest
import redis
from kombu import Connection, Exchange, Queue

from dashgames.infra.broker import SCHEME, Channel, broker_url
from dashgames.infra.celery_app import app
from dashgames.infra.redis_client import SOCKET_TIMEOUT
from dashgames.infra.settings import broker_url_for


def test_redis_broker_urls_name_the_transport_and_others_stay() -> None:
    assert broker_url("redis://h:6379/0") == f"{SCHEME}://h:6379/0"
    assert broker_url("redis+socket:///tmp/r.sock") == f"{SCHEME}+socket:///tmp/r.sock"
    assert broker_url("amqp://guest@h//") == "amqp://guest@h//"
    assert broker_url("rediss://h:6380/0") == "rediss://h:6380/0"  # TLS: kombu's own


def test_publishes_share_one_client_and_every_message_arrives(redis_url: str) -> None:
    name = f"broker-test-{uuid.uuid4().hex[:8]}"
    queue = Queue(name, Exchange(name, type="direct"), routing_key=name)
    with Connection(broker_url(broker_url_for(redis_url))) as conn:  # TCP, or a unix socket
        channel = conn.default_channel
        assert isinstance(channel, Channel)
        producer = conn.Producer(serializer="json")
        clients = []
        for n in range(3):
            producer.publish({"n": n}, exchange=queue.exchange, routing_key=name,
                             declare=[queue])
            clients.append(channel._reused)
        assert clients[0] is not None and all(c is clients[0] for c in clients)
        channel._disconnect_pools()  # as after a fork: the next publish gets a new client
        producer.publish({"n": 3}, exchange=queue.exchange, routing_key=name)
        assert channel._reused is not clients[0]
        assert channel._reused.connection_pool is channel.pool
    raw = redis.Redis.from_url(redis_url)
    messages = [json.loads(m) for m in raw.lrange(name, 0, -1)]
    raw.delete(name)
    assert sorted(json.loads(base64.b64decode(m["body"]))["n"] for m in messages) == [0, 1, 2, 3]


def test_a_lost_broker_is_tried_again_within_a_second_each_time() -> None:
    """Celery's consumer reconnects through ``ensure_connection``: on this app's connection it
    tries again after 0.2 s, 0.4 s... and never waits more than a second (kombu's own waits grow
    by 2 s a try, so a worker could sleep 10 s after its Redis was back)."""
    import socket

    from dashgames.infra.celery_app import app

    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    waits: list[float] = []
    conn = app.connection_for_read(f"{SCHEME}://127.0.0.1:{port}/0")
    try:
        conn.ensure_connection(lambda _exc, interval: waits.append(interval), 7)
    except Exception:  # gave up after its tries, as the test asked
        pass
    finally:
        conn.release()
    assert waits[:2] == [0.2, 0.4] and max(waits) <= 1.0 and len(waits) >= 6


@pytest.mark.long  # redis-py tries the silent server again: about 20 s
@pytest.mark.timeout(120)
def test_a_broker_that_never_answers_fails_the_read_instead_of_holding_it_for_ever() -> None:
    # A server that takes the connection and never replies, as a broker gone behind a dead
    # connection looks. The app's transport options bound the wait.
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(8)
    port = silent.getsockname()[1]
    try:
        with app.connection_for_write(broker_url(f"redis://127.0.0.1:{port}/0")) as conn:
            started = time.monotonic()
            with pytest.raises(redis.exceptions.TimeoutError):
                conn.transport.create_channel(conn.connection)
            assert time.monotonic() - started < 6 * SOCKET_TIMEOUT  # its tries, not for ever
    finally:
        silent.close()
