"""The account stream's bench section, short: a few bots over real HTTP, every event written
arrives (so ``make bench``'s figures come from a harness that works)."""

from __future__ import annotations

from typing import Any

import pytest
from bench import account_stream_bench

from dashgames.http.app import create_app
from tests.support.account_helpers import live_server


@pytest.mark.parametrize("sse", [True, False])
def test_every_event_written_reaches_its_bot(game_service: Any, sse: bool) -> None:
    settings = game_service.settings
    with live_server(create_app(backend=game_service)) as host:
        out = account_stream_bench.run(f"http://{host}", settings.redis_url,
                                       settings.key_prefix, 5, [("short", 50.0, 1.0)], sse=sse)
    assert out["errors"] == {}
    figures = out["short"]
    assert figures["written"] >= 40
    assert (figures["delivered"], figures["lost_or_late"]) == (figures["written"], 0)
