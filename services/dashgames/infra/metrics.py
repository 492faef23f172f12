"""Prometheus metrics: what each process counts, and the text ``/metrics`` answers.

Each process counts what happens in it (moves, refusals, retries, timer lag, open streams, rate
limits, bot think time). The API serves ``/metrics`` summed over its gunicorn workers; a Celery
worker serves its own on ``DASHGAMES_METRICS_PORT``. Nothing here does I/O on the move path.
docs/OPERATIONS.md, "Metrics".
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Iterable, Iterator
from contextvars import ContextVar
from typing import Any

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    start_http_server,
)
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.multiprocess import MultiProcessCollector
from prometheus_client.registry import Collector

log = logging.getLogger(__name__)
MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"
PORT_ENV = "DASHGAMES_METRICS_PORT"
CONTENT_TYPE = CONTENT_TYPE_LATEST

MOVES = Counter("dashgames_moves", "Moves committed by the rules service.", ["game_type"])
REFUSALS = Counter(
    "dashgames_refusals",
    "Commands the rules service refused, by error code (rules refusals and platform errors).",
    ["code"],
)
COMMIT_RETRIES = Counter(
    "dashgames_commit_retries",
    "Commands run again because the game's version moved under their commit.",
)
TIMER_LAG = Histogram(
    "dashgames_timer_lag_seconds",
    "How late a timer task ran: its start minus the deadline it was set for.",
    buckets=(0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 300.0),
)
BOT_THINK = Histogram(
    "dashgames_bot_think_seconds",
    "An ai worker's time for one bot move, from the task's start to the command it sends; the "
    "search levels keep it within DASHGAMES_AI_SECONDS plus a little (docs/AI.md).",
    ["game_type", "level"],
    buckets=(0.01, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.5, 0.75, 1.0, 1.05, 1.1, 1.25, 1.5,
             2.0, 3.0, 5.0, 10.0),
)
STREAMS = Gauge(
    "dashgames_open_streams",
    "Event streams open in the API: Server-Sent Events and long-polls.",
    ["kind"],
    multiprocess_mode="livesum",  # gunicorn workers summed, dead ones left out
)
FOLLOWUPS_UNSENT = Counter(
    "dashgames_followups_unsent",
    "Follow-up tasks (bot turns, clocks, archiving...) a commit could not publish (the broker "
    "away or loading); the reconciler sends the owed ones again (docs/OPERATIONS.md).",
    ["task"],
)
RATE_LIMITED = Counter(
    "dashgames_rate_limited", "Requests answered 429 by a rate limit, by route.", ["route"]
)


_counted: ContextVar[bool] = ContextVar("dashgames_rate_limit_counted", default=False)


def count_rate_limited(route: str) -> None:
    """One request refused by a rate limit on ``route`` (a route's URL rule, such as
    ``/v1/games/<game_id>/moves``, to keep the label set small). The rate limiter calls it;
    the API's fallback (``http/ops.py``, which counts any other 429) then leaves the request
    alone."""
    RATE_LIMITED.labels(route).inc()
    _counted.set(True)


def take_counted() -> bool:
    """Whether ``count_rate_limited`` ran since the last call (in this request's context)."""
    counted = _counted.get()
    if counted:
        _counted.set(False)
    return counted


def tracked(frames: Iterable[str], kind: str) -> Iterator[str]:
    """``frames`` (a stream's body), counted in ``dashgames_open_streams`` while it is sent:
    from its first frame until it ends or the client goes (the server closes it)."""
    gauge = STREAMS.labels(kind)
    gauge.inc()
    try:
        yield from frames
    finally:
        gauge.dec()


# ---- exposition -----------------------------------------------------------------------------

DepthSource = Callable[[], tuple[dict[str, int], int | None]]


class QueueDepths(Collector):
    """``dashgames_queue_depth{queue}`` and ``dashgames_queue_unacked``, read from the broker
    when Prometheus scrapes; nothing when the broker does not answer (an absent series, which
    ``/readyz`` explains, rather than a false zero)."""

    def __init__(self, source: DepthSource) -> None:
        self.source = source

    def collect(self) -> Iterator[GaugeMetricFamily]:
        try:
            depths, unacked = self.source()
        except Exception:
            return
        family = GaugeMetricFamily(
            "dashgames_queue_depth", "Tasks waiting in each Celery queue.", labels=["queue"]
        )
        for queue, depth in sorted(depths.items()):
            family.add_metric([queue], depth)
        yield family
        if unacked is not None:
            yield GaugeMetricFamily(
                "dashgames_queue_unacked",
                "Tasks workers hold unacknowledged: running, prefetched, or countdowns "
                "(turn clocks) waiting for their time.",
                value=unacked,
            )


class LiveWorkers(Collector):
    """``dashgames_live_workers{queue}``: the workers of each queue that beat within three
    heartbeats, read from Redis when Prometheus scrapes (absent when Redis does not answer).
    The worker-health signal; the API's readiness never depends on it."""

    def __init__(self, source: Callable[[], dict[str, int]]) -> None:
        self.source = source

    def collect(self) -> Iterator[GaugeMetricFamily]:
        try:
            counts = self.source()
        except Exception:
            return
        family = GaugeMetricFamily(
            "dashgames_live_workers", "Workers of each queue whose heartbeat is fresh.",
            labels=["queue"],
        )
        for queue, count in sorted(counts.items()):
            family.add_metric([queue], count)
        yield family


class Exposition:
    """What ``/metrics`` answers in the API: this process's series (all gunicorn workers',
    in multiprocess mode) and the collectors given (read at scrape time)."""

    def __init__(self, collectors: Iterable[Collector] = ()) -> None:
        self.extra = CollectorRegistry(auto_describe=False)
        for collector in collectors:
            self.extra.register(collector)

    def render(self) -> bytes:
        directory = os.environ.get(MULTIPROC_ENV)
        if directory:
            processes = CollectorRegistry(auto_describe=False)
            MultiProcessCollector(processes, path=directory)  # type: ignore[no-untyped-call]
            own = generate_latest(processes)
        else:
            own = generate_latest(REGISTRY)
        return own + generate_latest(self.extra)


def serve_worker_metrics(**_: Any) -> int | None:
    """Serve this process's metrics on ``DASHGAMES_METRICS_PORT`` (a Celery worker's, from
    its start-up signal); the port, or None when the variable is unset or empty."""
    port = os.environ.get(PORT_ENV, "").strip()
    if not port:
        return None
    directory = os.environ.get(MULTIPROC_ENV)
    registry = REGISTRY
    if directory:  # a prefork pool's children write there: sum them
        registry = CollectorRegistry(auto_describe=False)
        MultiProcessCollector(registry, path=directory)  # type: ignore[no-untyped-call]
    try:
        server, _thread = start_http_server(int(port), registry=registry)
    except OSError:  # the port is taken (two workers on one host given one port): say so, run on
        log.warning("metrics: port %s is taken; this worker serves none", port, exc_info=True)
        return None
    return int(server.server_port)
