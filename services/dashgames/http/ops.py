"""The API's side of the operator's view (docs/OPERATIONS.md): ``/metrics``, 429s counted,
and each request's game named in its log lines.

``/metrics`` is for Prometheus, not players: plain text outside the versioned API and its
contract, like ``/openapi.json``. Keep it off the public edge (the ingress routes ``/v1``,
the clients and the docs); it answers only the bearer token of ``DASHGAMES_METRICS_TOKEN``, or
without one only a direct caller on the same host (``may_scrape``).
"""

from __future__ import annotations

import hmac
import os
from collections.abc import Mapping
from typing import Any

from flask import Flask, Response, g, request

from dashgames.http.port import Backend
from dashgames.infra import logs, metrics, probes
from dashgames.infra.dispatch import AI_QUEUE, ARCHIVE_QUEUE, PAIRING_QUEUE, PUSH_QUEUE, RULES_QUEUE
from dashgames.infra.errors import Unauthenticated
from dashgames.infra.settings import Settings

QUEUES = (RULES_QUEUE, AI_QUEUE, ARCHIVE_QUEUE, PAIRING_QUEUE, PUSH_QUEUE)


LOOPBACK = frozenset({"127.0.0.1", "::1"})
FORWARDING_HEADERS = ("X-Forwarded-For", "Forwarded", "X-Real-IP")


def install(app: Flask, backend: Backend, env: Mapping[str, str] | None = None) -> None:
    exposition = metrics.Exposition([metrics.QueueDepths(lambda: _queue_depths(backend)),
                                     metrics.LiveWorkers(lambda: _worker_counts(backend))])
    token = (os.environ if env is None else env).get("DASHGAMES_METRICS_TOKEN", "")

    def scrape() -> Response:
        if not may_scrape(token):
            raise Unauthenticated("/metrics needs the bearer token of DASHGAMES_METRICS_TOKEN")
        return Response(exposition.render(), mimetype=None,
                        headers={"Content-Type": metrics.CONTENT_TYPE})

    app.add_url_rule("/metrics", "metrics", scrape)
    app.before_request(_bind)
    app.after_request(_count_429)
    app.teardown_request(_unbind)


def may_scrape(token: str) -> bool:
    """With ``DASHGAMES_METRICS_TOKEN`` set: its bearer token, from anywhere. Unset: only a
    caller on this very host, directly (no proxy's forwarding header): docs/OPERATIONS.md."""
    if token:
        presented = request.headers.get("Authorization", "").encode()
        return hmac.compare_digest(presented, f"Bearer {token}".encode())
    direct = not any(h in request.headers for h in FORWARDING_HEADERS)
    return direct and request.remote_addr in LOOPBACK


def _queue_depths(backend: Backend) -> tuple[dict[str, int], int | None]:
    """Read when Prometheus scrapes (never at start: the OpenAPI export has no back end)."""
    settings = getattr(backend, "settings", None)
    if not isinstance(settings, Settings):  # a back end with no broker of its own
        raise LookupError("no broker to read queues from")
    return probes.queue_depths(settings.broker_url, QUEUES)


def _worker_counts(backend: Backend) -> dict[str, int]:
    counts = getattr(backend, "worker_counts", None)
    if counts is None:  # a back end with no workers of its own
        raise LookupError("no workers to count")
    return dict(counts())


def _bind() -> None:
    game_id = (request.view_args or {}).get("game_id")
    g.dashgames_log_token = logs.bind(game_id=game_id) if game_id else None


def _unbind(_error: BaseException | None = None) -> None:
    metrics.take_counted()  # a thread's next request starts with nothing counted
    token = g.pop("dashgames_log_token", None)
    if token is not None:
        logs.unbind(token)


def _count_429(response: Any) -> Any:
    """The fallback: any 429 the limiter did not count itself (``metrics.count_rate_limited``),
    under the route's URL rule."""
    counted = metrics.take_counted()
    if response.status_code == 429 and not counted:
        rule = request.url_rule.rule if request.url_rule is not None else "unmatched"
        metrics.RATE_LIMITED.labels(rule).inc()
    return response
