"""The API's side of the operator's view (docs/OPERATIONS.md): ``/metrics``, 429s counted,
and each request's game named in its log lines.

``/metrics`` is for Prometheus, not players: plain text outside the versioned API and its
contract, like ``/openapi.json``. Keep it off the public edge (the ingress routes ``/v1``,
the clients and the docs).
"""

from __future__ import annotations

from typing import Any

from flask import Flask, Response, g, request

from dashgames.platform import logs, metrics, probes
from dashgames.platform.celery_app import AI_QUEUE, ARCHIVE_QUEUE, PAIRING_QUEUE, RULES_QUEUE
from dashgames.platform.facade import Backend
from dashgames.platform.settings import Settings

QUEUES = (RULES_QUEUE, AI_QUEUE, ARCHIVE_QUEUE, PAIRING_QUEUE)


def install(app: Flask, backend: Backend) -> None:
    exposition = metrics.Exposition([metrics.QueueDepths(lambda: _queue_depths(backend))])
    app.add_url_rule(
        "/metrics", "metrics",
        lambda: Response(exposition.render(), mimetype=None,
                         headers={"Content-Type": metrics.CONTENT_TYPE}),
    )
    app.before_request(_bind)
    app.after_request(_count_429)
    app.teardown_request(_unbind)


def _queue_depths(backend: Backend) -> tuple[dict[str, int], int | None]:
    """Read when Prometheus scrapes (never at start: the OpenAPI export has no back end)."""
    settings = getattr(backend, "settings", None)
    if not isinstance(settings, Settings):  # a back end with no broker of its own
        raise LookupError("no broker to read queues from")
    return probes.queue_depths(settings.broker_url, QUEUES)


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
