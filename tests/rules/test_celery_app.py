"""One Celery app: the workers run it, and every back end publishes through it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from dashgames.platform import celery_app
from dashgames.platform.settings import Settings
from dashgames.state.backend import GameService


def test_every_back_end_publishes_through_the_app_the_workers_run(
    game_service: GameService, make_settings: Callable[..., Settings]
) -> None:
    isolated = GameService(make_settings(isolation=True))
    for service in (game_service, isolated):
        assert service.celery is celery_app.app
        assert service.followups.celery is celery_app.app
    assert "dashgames.rules.tasks" in celery_app.app.conf.include


def test_a_process_talks_to_one_broker(
    game_service: Any, make_settings: Callable[..., Settings]
) -> None:
    assert celery_app.celery_for(game_service.settings) is celery_app.app
    with pytest.raises(RuntimeError, match="talks to"):
        celery_app.celery_for(make_settings(broker_url="redis://127.0.0.1:1/0"))
