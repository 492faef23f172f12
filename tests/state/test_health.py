"""Health (the process is up) and readiness (Redis answers and workers of both queues beat)."""

from __future__ import annotations

from typing import Any

from dashgames.state.backend import GameService


def test_health_and_readiness_with_redis_and_workers(backend: GameService) -> None:
    assert backend.health().ok
    ready = backend.readiness()
    assert ready.ok and ready.checks["redis"] == "ok"
    assert int(ready.checks["rules_workers"]) >= 1 and int(ready.checks["ai_workers"]) >= 1


def test_not_ready_without_redis_or_without_workers(make_settings: Any) -> None:
    away = GameService(make_settings(redis_url="redis://127.0.0.1:1/0"))
    assert away.health().ok
    assert not away.readiness().ok and "unreachable" in away.readiness().checks["redis"]
    lonely = GameService(make_settings(key_prefix="dg-no-workers:"))
    ready = lonely.readiness()
    assert not ready.ok and ready.checks["rules_workers"] == "0"
