"""Looking at the Celery broker from outside: is it there, and how much work waits in it.

The broker may be another server than the store (``CELERY_BROKER_URL``), so the API's readiness
check and its queue-depth gauges open their own short connection to it, through kombu (any
broker kombu speaks), with short timeouts: a probe answers in about a second whatever the
broker does. Each call opens and closes its connection; they run per scrape or per readiness
check, not per move.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from kombu.connection import Connection

from dashgames.infra.broker import broker_url

PROBE_TIMEOUT = 1.0
"""Seconds a probe waits for the broker to connect or answer."""
WORKER_QUEUES = ("rules", "ai", "archive", "pairing", "push")
"""The queues whose workers beat (``hb:<queue>``): the worker-health probe and metric count them."""


def _connection(url: str) -> Connection:
    timeouts = {"socket_connect_timeout": PROBE_TIMEOUT, "socket_timeout": PROBE_TIMEOUT}
    return Connection(  # type: ignore[no-untyped-call]
        broker_url(url), connect_timeout=PROBE_TIMEOUT, transport_options=timeouts
    )


def broker_check(url: str) -> str:
    """``ok`` when the broker at ``url`` accepts a connection (kombu's Redis channel pings on
    opening), else ``unreachable: <error type>`` (never the URL: it may hold a password)."""
    try:
        with _connection(url) as conn:
            conn.ensure_connection(max_retries=1, interval_start=0, interval_step=0,
                                   timeout=PROBE_TIMEOUT)
            conn.default_channel  # noqa: B018  # opening the channel is the round trip
        return "ok"
    except Exception as error:  # any failure to reach the broker means not ready
        return f"unreachable: {type(error).__name__}"


def queue_depths(url: str, queues: Iterable[str]) -> tuple[dict[str, int], int | None]:
    """Messages waiting in each queue, and the messages workers hold unacknowledged (None when
    the broker cannot tell). Celery's Redis queues are lists named after the queue, and the
    unacknowledged messages (countdown tasks among them: a turn clock waits there until it
    fires) sit in one hash; other brokers answer a passive declaration with a count."""
    with _connection(url) as conn:
        channel: Any = conn.default_channel
        client = getattr(channel, "client", None)
        if client is not None:  # kombu's Redis transport
            names = list(queues)
            with client.pipeline(transaction=False) as pipe:
                for name in names:
                    pipe.llen(name)
                pipe.hlen(channel.unacked_key)
                *depths, unacked = pipe.execute()
            return dict(zip(names, map(int, depths), strict=True)), int(unacked)
        depths = {}
        for name in queues:
            try:
                depths[name] = int(channel.queue_declare(name, passive=True).message_count)
            except Exception:  # the queue is not declared yet: nothing waits in it
                depths[name] = 0
        return depths, None


def workers_main(argv: list[str] | None = None) -> int:
    """The worker-health probe, apart from the API's readiness (docs/OPERATIONS.md):
    ``python -m dashgames.infra.probes [QUEUE ...]`` prints the live workers of each queue
    (default: every queue) and exits 1 when one of them has none."""
    import sys

    from dashgames.infra.heartbeats import Heartbeats
    from dashgames.infra.redis_client import connect
    from dashgames.infra.settings import from_env

    queues = (argv if argv is not None else sys.argv[1:]) or list(WORKER_QUEUES)
    settings = from_env()
    beats = Heartbeats(connect(settings), settings.key_prefix)
    counts = {q: beats.live(q, 3 * settings.heartbeat_seconds) for q in queues}
    print(" ".join(f"{queue}={count}" for queue, count in counts.items()))
    return 0 if all(counts.values()) else 1


if __name__ == "__main__":
    raise SystemExit(workers_main())
