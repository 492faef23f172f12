"""``/metrics``: the named series, with exact counts after known moves, refusals and conflicts.

The counters are process-wide (other tests move too), so each test reads them before and after
and checks the difference.
"""

from __future__ import annotations

import json
import threading
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from celery import Celery
from flask import Flask
from prometheus_client.parser import text_string_to_metric_families

from dashgames.engine import get_game
from dashgames.http.app import create_app
from dashgames.http.backend import GameService
from dashgames.infra.broker import broker_url
from dashgames.infra.dispatch import AI_QUEUE, BOT_TASK, RULES_QUEUE
from dashgames.infra.local import PrivateRedis
from dashgames.infra.settings import Settings, broker_url_for
from dashgames.play import observe
from dashgames.play.commands import Rules
from dashgames.play.results import Command, new_command_id
from tests.support.api_helpers import Caller, seat_callers
from tests.support.service_helpers import wait_until


def scrape(client: Any) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    r = client.get("/metrics")
    assert r.status_code == 200
    assert r.headers["Content-Type"].startswith("text/plain; version=")
    return {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in text_string_to_metric_families(r.get_data(as_text=True))
        for s in family.samples
    }


def value(samples: dict[Any, float], name: str, **labels: str) -> float:
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)


def play_first_legal(caller: Caller, game_id: str) -> dict[str, Any]:
    moves = caller.get(f"/v1/games/{game_id}/legal-moves").json["moves"]
    r = caller.post(f"/v1/games/{game_id}/moves", moves[0])
    assert r.status_code == 200 and r.json["error"] is None, r.json
    return dict(r.json)


def test_moves_and_refusals_by_code_are_counted_exactly(client: Any, duel: Any) -> None:
    ann, bob, game_id = duel
    by_seat = {0: ann, 1: bob}
    before = scrape(client)
    for _ in range(3):  # whoever is to act plays; Double Dash may give a seat several in a row
        play_first_legal(by_seat[ann.read(game_id)["game"]["to_act"][0]], game_id)
    seat = ann.read(game_id)["game"]["to_act"][0]
    acting, idle = by_seat[seat], by_seat[1 - seat]
    move = acting.get(f"/v1/games/{game_id}/legal-moves").json["moves"][0]
    refused = idle.post(f"/v1/games/{game_id}/moves", move)  # out of turn: a rules refusal
    assert refused.status_code == 422, refused.json
    stale = acting.post(f"/v1/games/{game_id}/moves", move, **{"If-Match": '"1"'})
    assert (stale.status_code, stale.json["code"]) == (409, "STALE_VERSION")
    again = idle.post(f"/v1/games/{game_id}/moves", move,
                      **{"Idempotency-Key": "k1"})  # a second refusal, then its repeat...
    repeat = idle.post(f"/v1/games/{game_id}/moves", move, **{"Idempotency-Key": "k1"})
    assert again.json == repeat.json  # ...answered from the store: counted once
    after = scrape(client)

    code = refused.json["code"]
    assert value(after, "dashgames_moves_total", game_type="double_dash") - value(
        before, "dashgames_moves_total", game_type="double_dash") == 3
    assert value(after, "dashgames_refusals_total", code=code) - value(
        before, "dashgames_refusals_total", code=code) == 2
    assert value(after, "dashgames_refusals_total", code="STALE_VERSION") - value(
        before, "dashgames_refusals_total", code="STALE_VERSION") == 1


def test_a_commit_that_loses_its_compare_and_set_is_counted_as_one_retry(
    client: Any, duel: Any, game_service: GameService, make_settings: Any
) -> None:
    """Two rules services: one commits a move while the other holds the older version in its
    cache; the other's commit of the same seat's move loses the compare-and-set once, runs
    again on the new version and is refused there (the seat has moved)."""
    mover, _, read = seat_callers(duel)
    game_id, version = duel[2], read["version"]
    seat = read["game"]["to_act"][0]
    move = mover.get(f"/v1/games/{game_id}/legal-moves").json["moves"][0]
    late = Rules(game_service.store, game_service.followups)
    meta, raw = game_service.store.meta_and_state(game_id)
    late.cache.put(game_id, version, get_game("double_dash").state_from_json(json.loads(raw)))
    before = scrape(client)
    play_first_legal(mover, game_id)  # the first service commits version + 1
    answer = late.apply(Command(game_id, "move", seat, new_command_id(), move),
                        preread=(meta, ""))
    after = scrape(client)
    assert value(after, "dashgames_commit_retries_total") - value(
        before, "dashgames_commit_retries_total") == 1
    moved = value(after, "dashgames_moves_total", game_type="double_dash") - value(
        before, "dashgames_moves_total", game_type="double_dash")
    # The re-run met the new version: applied there too when the seat still acts, else refused.
    refusals = sum(v for (n, _), v in after.items() if n == "dashgames_refusals_total") - sum(
        v for (n, _), v in before.items() if n == "dashgames_refusals_total")
    assert (moved, refusals) == ((2, 0) if answer.error is None else (1, 1))


def test_queue_depths_are_read_from_the_broker_at_scrape_time(tmp_path: Path) -> None:
    """A broker nobody consumes from: three bot turns and one command waiting."""
    server = PrivateRedis(tmp_path)
    try:
        broker = broker_url_for(server.url)
        sender = Celery("queued", broker=broker_url(broker), set_as_current=False)

        class Probe:  # a back end whose only part /metrics uses is its broker
            settings = Settings(redis_url=server.url, broker_url=broker)

        app: Flask = create_app(backend=Probe())  # type: ignore[arg-type]
        client = app.test_client()
        assert value(scrape(client), "dashgames_queue_depth", queue=AI_QUEUE) == 0
        for seat in range(3):
            sender.send_task(BOT_TASK, args=["g1", seat, 4], queue=AI_QUEUE)
        sender.send_task(BOT_TASK, args=["g1", 0, 5], queue=RULES_QUEUE)
        samples = scrape(client)
        assert value(samples, "dashgames_queue_depth", queue=AI_QUEUE) == 3
        assert value(samples, "dashgames_queue_depth", queue=RULES_QUEUE) == 1
        assert value(samples, "dashgames_queue_depth", queue="archive") == 0
        assert value(samples, "dashgames_queue_unacked") == 0
    finally:
        server.stop()


def test_open_streams_are_counted_while_they_are_open(client: Any, duel: Any) -> None:
    before = value(scrape(client), "dashgames_open_streams", kind="sse")
    r = client.get(f"/v1/games/{duel[2]}/events", headers={**duel[0].auth,
                   "Accept": "text/event-stream"}, buffered=False)
    assert r.status_code == 200
    assert next(iter(r.response)).startswith(b"retry:")
    assert value(scrape(client), "dashgames_open_streams", kind="sse") == before + 1
    r.close()
    assert value(scrape(client), "dashgames_open_streams", kind="sse") == before


def test_rate_limited_answers_are_counted_once_by_route(game_service: GameService) -> None:
    from dashgames.infra.metrics import count_rate_limited

    app = create_app(backend=game_service)
    app.add_url_rule("/t/fallback/<x>", "fallback", lambda x: ("slow down", 429))

    def counted() -> Any:
        count_rate_limited("/t/limiter")
        return "slow down", 429

    app.add_url_rule("/t/limiter", "limiter", counted)
    client = app.test_client()
    before = scrape(client)
    for path in ("/t/fallback/a", "/t/fallback/b", "/t/limiter"):
        assert client.get(path).status_code == 429
    after = scrape(client)
    for route, times in (("/t/fallback/<x>", 2), ("/t/limiter", 1)):
        assert value(after, "dashgames_rate_limited_total", route=route) - value(
            before, "dashgames_rate_limited_total", route=route) == times


@pytest.mark.parametrize(("late", "within", "above"), [(0.0, "0.01", None), (2.0, "2.5", "1.0")])
def test_timer_lag_is_the_start_minus_the_deadline(
    client: Any, late: float, within: str, above: str | None
) -> None:
    before = scrape(client)
    now = time.time()
    deadline = datetime.fromtimestamp(now, UTC) - timedelta(seconds=late)
    observe.timer_started(deadline.isoformat(), now=now)
    after = scrape(client)
    for name, change in (("dashgames_timer_lag_seconds_count", 1.0),
                         ("dashgames_timer_lag_seconds_sum", late)):
        assert value(after, name) - value(before, name) == pytest.approx(change, abs=1e-3)
    def added(le: str) -> float:
        return value(after, "dashgames_timer_lag_seconds_bucket", le=le) - value(
            before, "dashgames_timer_lag_seconds_bucket", le=le)

    assert added(within) == 1
    if above is not None:
        assert added(above) == 0


def test_a_waiting_long_poll_is_counted_until_it_answers(app: Any, duel: Any) -> None:
    ann, _, game_id = duel
    scraper = app.test_client()
    before = value(scrape(scraper), "dashgames_open_streams", kind="long_poll")
    last = ann.get(f"/v1/games/{game_id}/events").json["last_event_id"]
    answered: list[int] = []
    poll = threading.Thread(target=lambda: answered.append(app.test_client().get(
        f"/v1/games/{game_id}/events?after={last}&wait=3", headers=ann.auth).status_code))
    poll.start()
    wait_until(lambda: value(scrape(scraper), "dashgames_open_streams", kind="long_poll")
               == before + 1, seconds=3)
    poll.join(10)
    assert answered == [200]
    assert value(scrape(scraper), "dashgames_open_streams", kind="long_poll") == before
