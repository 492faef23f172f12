"""One Celery app: the workers run it with every feature's tasks, and every back end publishes
through it."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from typing import Any

import pytest

from dashgames.http.backend import GameService
from dashgames.infra import celery_app
from dashgames.infra.settings import Settings


def test_every_back_end_publishes_through_the_app_the_workers_run(
    game_service: GameService, make_settings: Callable[..., Settings]
) -> None:
    isolated = GameService(make_settings(isolation=True))
    for service in (game_service, isolated):
        assert service.celery is celery_app.app
        assert service.followups.dispatch is celery_app.app


def test_the_worker_registers_every_task_the_features_send() -> None:
    """In a process of its own, as ``celery -A dashgames.worker`` loads it (its task modules
    load the games and pick the environment's broker on import)."""
    from dashgames.infra import dispatch

    names = {value for key, value in vars(dispatch).items() if key.endswith("_TASK")}
    assert len(names) == 9
    shown = subprocess.run(
        [sys.executable, "-c", "from dashgames import worker; from dashgames.infra import "
         "celery_app; assert worker.app is celery_app.app; print(*sorted(worker.app.tasks))"],
        check=True, capture_output=True, text=True, timeout=120).stdout.split()
    assert names <= set(shown)


def test_a_process_talks_to_one_broker(
    game_service: Any, make_settings: Callable[..., Settings]
) -> None:
    assert celery_app.celery_for(game_service.settings) is celery_app.app
    with pytest.raises(RuntimeError, match="talks to"):
        celery_app.celery_for(make_settings(broker_url="redis://127.0.0.1:1/0"))


def test_the_no_broker_contract_lists_every_module_of_the_features_but_their_tasks() -> None:
    """A module added to a feature is forbidden the broker too (pyproject.toml): only the
    features' tasks.py, the worker and the Celery app may import Celery or kombu."""
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    config = tomllib.loads((root / "pyproject.toml").read_text())
    [contract] = [c for c in config["tool"]["importlinter"]["contracts"]
                  if c["name"].startswith("The features import no broker")]
    services = root / "services"
    expected = {
        ".".join(path.relative_to(services).with_suffix("").parts)
        for feature in ("play", "accounts", "challenges", "matchmaking", "history", "records",
                        "push", "chat", "tournaments")
        for path in (services / "dashgames" / feature).rglob("*.py")
        if path.name != "__init__.py" and path.stem != "tasks" and "migrations" not in path.parts
    }
    listed = set(contract["source_modules"])
    assert expected <= listed
    assert listed - expected == {"dashgames.http.resources", "dashgames.infra.dispatch",
                                 "dashgames.ai.player", "dashgames.ai.levels"}
    assert {"celery", "kombu"} <= set(contract["forbidden_modules"])
