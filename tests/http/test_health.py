"""Health (the process is up), readiness (Redis and the broker answer: this process can serve)
and the worker counts, which readiness never depends on."""

from __future__ import annotations

from typing import Any

from dashgames.http.backend import GameService


def test_health_and_readiness_with_redis_and_workers(backend: GameService) -> None:
    assert backend.health().ok
    ready = backend.readiness()
    assert ready.ok and ready.checks == {"redis": "ok", "broker": "ok"}
    counts = backend.worker_counts()
    assert counts["rules"] >= 1 and counts["ai"] >= 1


def test_not_ready_without_redis_but_ready_without_workers(make_settings: Any) -> None:
    away = GameService(make_settings(redis_url="redis://127.0.0.1:1/0"))
    assert away.health().ok
    assert not away.readiness().ok and "unreachable" in away.readiness().checks["redis"]
    lonely = GameService(make_settings(key_prefix="dg-no-workers:"))
    assert lonely.readiness().ok
    assert lonely.worker_counts() == {"rules": 0, "ai": 0, "archive": 0, "pairing": 0,
                                     "push": 0}
