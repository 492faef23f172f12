"""``/metrics`` under gunicorn with several worker processes, as deploy/gunicorn.conf.py runs it:
whichever worker answers a scrape, it reports every worker's moves and open streams (the
multiprocess mode the configuration sets up), and the queue depths read from the broker.
"""

from __future__ import annotations

import http.client
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from prometheus_client.parser import text_string_to_metric_families

from tests.e2e.test_distributed_api import _call, _player
from tests.support import deployed

ROOT = Path(__file__).resolve().parents[2]
WORKERS = 3


@pytest.fixture(scope="module")
def api(workers: dict[str, str], tmp_path_factory: pytest.TempPathFactory) -> Iterator[int]:
    env = dict(workers, DASHGAMES_API_WORKERS=str(WORKERS), DASHGAMES_EXTRA_GAMES="",
               PROMETHEUS_MULTIPROC_DIR=str(tmp_path_factory.mktemp("metrics")))
    with deployed.gunicorn_api(env) as port:
        yield port


def scrape(port: int) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    status, headers, body = _call(http.client.HTTPConnection("127.0.0.1", port), "GET",
                                  "/metrics")
    assert status == 200 and headers["content-type"].startswith("text/plain")
    return {(s.name, tuple(sorted(s.labels.items()))): s.value
            for f in text_string_to_metric_families(body.decode()) for s in f.samples}


def test_every_scrape_sums_all_workers(api: int) -> None:
    fresh = lambda: http.client.HTTPConnection("127.0.0.1", api, timeout=30)  # noqa: E731
    ann, bob = _player(fresh(), "ann"), _player(fresh(), "bob")
    status, _, game = _call(fresh(), "POST", "/v1/games", {
        "type": "double_dash", "seats": [{"kind": "human"}, {"kind": "human"}], "seat": 0,
    }, ann)
    assert status == 201, game
    url = f"/v1/games/{game['id']}"
    assert _call(fresh(), "POST", f"{url}/join", {"seat": 1}, bob)[0] == 200
    seats = {0: ann, 1: bob}
    moves = 8
    for _ in range(moves):  # a new connection each time: the moves spread over the workers
        read = _call(fresh(), "GET", url, None, ann)[2]
        actor = seats[read["game"]["to_act"][0]]
        legal = _call(fresh(), "GET", f"{url}/legal-moves", None, actor)[2]
        answer: Any = _call(fresh(), "POST", f"{url}/moves", legal["moves"][0], actor)
        assert answer[0] == 200, answer
    stream = fresh()
    stream.request("GET", f"{url}/events", headers={**ann, "Accept": "text/event-stream"})
    events = stream.getresponse()
    assert events.status == 200 and events.readline().startswith(b"retry:")
    for _ in range(2 * WORKERS):  # scrapes on new connections: several workers answer
        samples = scrape(api)
        assert samples[("dashgames_moves_total", (("game_type", "double_dash"),))] == moves
        assert samples[("dashgames_open_streams", (("kind", "sse"),))] == 1
        assert {q for (n, labels), _ in samples.items() if n == "dashgames_queue_depth"
                for _, q in labels} == {"rules", "ai", "archive", "pairing", "push"}
    stream.close()
