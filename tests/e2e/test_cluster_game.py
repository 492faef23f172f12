"""A whole game over HTTP on a real Redis Cluster: gunicorn serving the API and real Celery
workers (rules, archive, ai) all pointed at a three-master cluster, Celery's broker a plain
Redis beside it. A person plays a house bot to the end, following the game's event stream;
the bot's turns come from the ``ai`` worker, the lobby, the account notices (each once) and the
archiving reach their own slots, and the finished game is in the history."""

from __future__ import annotations

import http.client
import json
import time
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from dashgames.infra.local import start_worker, stop_worker
from dashgames.infra.settings import from_env
from dashgames.play.store import Store
from tests.support import deployed

GAME_SECONDS = 120.0


@pytest.fixture(scope="module")
def cluster_platform(service_env: dict[str, str], cluster_env: dict[str, str]
                     ) -> Iterator[dict[str, str]]:
    """Real rules/archive and ai/pairing workers on the cluster; yields their environment."""
    env = {**service_env, **cluster_env, "DASHGAMES_EXTRA_GAMES": ""}
    workers = [start_worker(queue, env) for queue in ("rules,archive", "ai,pairing")]
    try:
        store = Store.connect(from_env(env))
        ends = time.monotonic() + 60.0
        while not all(store.workers.live(q, 5.0) for q in ("rules", "ai", "archive")):
            assert all(w.poll() is None for w in workers), "a worker exited at start"
            assert time.monotonic() < ends, "the workers did not start on the cluster"
            time.sleep(0.1)
        yield env
    finally:
        for worker in workers:
            worker.terminate()
        for worker in workers:
            stop_worker(worker, seconds=5.0)


@pytest.fixture(scope="module")
def cluster_api(cluster_platform: dict[str, str]) -> Iterator[int]:
    with deployed.gunicorn_api(dict(cluster_platform, DASHGAMES_API_WORKERS="1")) as port:
        yield port


def _call(conn: http.client.HTTPConnection, method: str, path: str, body: Any = None,
          headers: dict[str, str] | None = None) -> tuple[int, Any]:
    sent = dict(headers or {})
    payload = None
    if body is not None:
        payload = json.dumps(body).encode()
        sent["Content-Type"] = "application/json"
    conn.request(method, path, body=payload, headers=sent)
    response = conn.getresponse()
    return response.status, json.loads(response.read() or b"null")


def _account_events(conn: http.client.HTTPConnection, auth: dict[str, str], game_id: str
                    ) -> list[dict[str, Any]]:
    """Every event the account keeps about the game, page by page."""
    out: list[dict[str, Any]] = []
    after = "0"
    while True:
        status, page = _call(conn, "GET", f"/v1/players/me/events?after={after}&limit=200",
                             None, auth)
        assert status == 200, page
        out += [e for e in page["events"] if e["data"].get("game_id") == game_id]
        if not page["events"]:
            return out
        after = page["last_event_id"]


def test_a_person_plays_a_house_bot_to_the_end_on_the_cluster(cluster_api: int) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", cluster_api, timeout=30)
    status, me = _call(conn, "POST", "/v1/players", {"name": "ann"})
    assert status == 201, me
    ann = {"Authorization": f"Bearer {me['token']}"}
    status, game = _call(conn, "POST", "/v1/games", {
        "type": "double_dash", "seats": [{"kind": "human"}, {"kind": "bot"}], "seat": 0}, ann)
    assert status == 201, game
    url = f"/v1/games/{game['id']}"
    status, listed = _call(conn, "GET", "/v1/games?status=active", None, ann)
    assert status == 200 and game["id"] in [g["id"] for g in listed["games"]], listed
    stream = http.client.HTTPConnection("127.0.0.1", cluster_api, timeout=30)
    stream.request("GET", f"{url}/events", headers={**ann, "Accept": "text/event-stream"})
    events = stream.getresponse()
    assert events.status == 200
    mine = 0
    deadline = time.monotonic() + GAME_SECONDS
    while True:
        assert time.monotonic() < deadline, "the game did not end on the cluster"
        status, legal = _call(conn, "GET", f"{url}/legal-moves", None, ann)
        assert status == 200, legal
        if legal["moves"]:
            status, answer = _call(conn, "POST", f"{url}/moves", legal["moves"][0],
                                   {**ann, "If-Match": f'"{legal["version"]}"'})
            if status == 409:  # the bot committed between our two calls
                continue
            assert status == 200, answer
            mine += 1
            continue
        status, read = _call(conn, "GET", url, None, ann)
        if read["game"]["status"] == "finished":
            break
        events.readline()  # the bot's turn: wait on the stream for its step (the game ends
        # only if the ai worker on the cluster keeps answering)
    stream.close()
    assert mine > 0 and read["game"]["outcome"]["winners"] is not None
    # the account heard of each turn once, then of the result once the archive worker ran
    ends = time.monotonic() + 30.0
    while True:
        told = _account_events(conn, ann, game["id"])
        kinds = [e["type"] for e in told]
        if "game_finished" in kinds or time.monotonic() > ends:
            break
        time.sleep(0.2)
    assert kinds.count("game_started") == 1 and kinds.count("game_finished") == 1, kinds
    turns = Counter(e["data"]["version"] for e in told if e["type"] == "your_turn")
    assert turns and max(turns.values()) == 1, turns
    status, listed = _call(conn, "GET", "/v1/games?status=finished", None, ann)
    assert status == 200 and game["id"] in [g["id"] for g in listed["games"]], listed
    status, history = _call(conn, "GET", "/v1/players/me/games?status=finished", None, ann)
    assert status == 200 and game["id"] in json.dumps(history), history


@pytest.mark.long  # the cluster's inline moves are in make test (above)
def test_isolation_mode_moves_through_the_rules_worker_on_the_cluster(
    cluster_platform: dict[str, str],
) -> None:
    """Every move queued to the rules worker, its reply pushed in the game's slot by the commit
    (``P r:{game}:<command>``) and popped there by the API."""
    env = dict(cluster_platform, DASHGAMES_API_WORKERS="1", DASHGAMES_ISOLATION="1")
    with deployed.gunicorn_api(env) as port:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        players = []
        for name in ("ann", "bob"):
            status, me = _call(conn, "POST", "/v1/players", {"name": name})
            assert status == 201, me
            players.append({"Authorization": f"Bearer {me['token']}"})
        status, game = _call(conn, "POST", "/v1/games", {
            "type": "double_dash", "seats": [{"kind": "human"}, {"kind": "human"}], "seat": 0},
            players[0])
        assert status == 201, game
        url = f"/v1/games/{game['id']}"
        status, joined = _call(conn, "POST", f"{url}/join", {"seat": 1}, players[1])
        assert status == 200, joined
        for _ in range(4):
            status, read = _call(conn, "GET", url, None, players[0])
            seat = players[read["game"]["to_act"][0]]
            status, legal = _call(conn, "GET", f"{url}/legal-moves", None, seat)
            status, answer = _call(conn, "POST", f"{url}/moves", legal["moves"][0],
                                   {**seat, "If-Match": f'"{legal["version"]}"'})
            assert status == 200, answer  # answered by the worker within the sync wait
            assert answer["version"] == legal["version"] + 1
