"""The broker transport: kombu's Redis transport, reusing one Redis client per channel."""

from __future__ import annotations

import base64
import json
import uuid

import redis
from kombu import Connection, Exchange, Queue

from dashgames.platform.broker import SCHEME, Channel, broker_url
from dashgames.platform.settings import broker_url_for


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
