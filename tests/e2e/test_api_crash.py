"""Liveness when the API itself dies (issue 14, item 2): ``kill -9`` of the whole gunicorn
process group, master and workers, at random moments, some while a move is in flight.

tests/play/test_crash_recovery.py kills real rules and AI workers and the Redis, but plays the
API in the test process and only simulates its death (follow-ups dropped). Here the API is the
deployed one (gunicorn with deploy/gunicorn.conf.py, as tests/e2e/test_distributed_api.py runs
it) on the session's real workers and Redis, and a careful client plays a person against a bot
over HTTP: every move carries an ``Idempotency-Key`` and ``If-Match`` and is sent again with the
same key on a connection error or a 5xx until it is answered. The API dying between a commit
and the bot turn it queues leaves the turn to the rules workers' reconciler
(``dashgames.play.reconciler``); a retried move that had already landed gets its first answer.
"""

from __future__ import annotations

import http.client
import json
import os
import random
import signal
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import pytest

import dashgames.games  # noqa: F401 - registers every game, for the replay's verification
from dashgames.infra.settings import from_env
from dashgames.play.store import Store
from dashgames.play.verify import verify_replay
from tests.support import deployed

ROOT = Path(__file__).resolve().parents[2]
START_SECONDS = 60.0
GAME_SECONDS = 60.0  # the whole game, kills and restarts included, ends within this
# A 10 s liveness bound under kill -9: run alone, after the parallel part of `make test`.
pytestmark = pytest.mark.alone
BOUND = 10.0  # the bound: the bot moves within this long of the API being back
KILLS = 6
SEED = int(os.environ.get("DASHGAMES_API_KILL_SEED", str(time.time_ns() % 100_000)))
STALL = 1.0  # longer than a bot turn takes here: most often one the reconciler sent again



class Api:
    """The deployed API in a process group of its own, so one ``kill -9`` takes the master and
    every worker at once, and a restart on the same port."""

    def __init__(self, env: dict[str, str], metrics_dir: Path) -> None:
        self.port = deployed.free_port()
        self.env = dict(env, DASHGAMES_API_BIND=f"127.0.0.1:{self.port}",
                        DASHGAMES_API_WORKERS="2", PROMETHEUS_MULTIPROC_DIR=str(metrics_dir),
                        DASHGAMES_API_GRACEFUL_SECONDS="2")  # stopped at the end in 2 s
        self.process: subprocess.Popen[bytes] | None = None
        self.up_at: list[float] = []  # when each start answered /readyz
        self.kills = 0
        self.lock = threading.Lock()

    def start(self) -> None:
        self.process = subprocess.Popen(
            deployed.gunicorn_command(),
            env=self.env, cwd=ROOT, start_new_session=True,
        )
        ends = time.monotonic() + START_SECONDS
        while True:
            assert self.process.poll() is None, "gunicorn exited at start"
            try:
                conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=2)
                conn.request("GET", "/readyz")
                if conn.getresponse().status == 200:
                    break
            except (OSError, http.client.HTTPException):
                pass
            assert time.monotonic() < ends, "gunicorn did not become ready"
            time.sleep(0.05)
        self.up_at.append(time.monotonic())

    def kill(self) -> None:
        """SIGKILL to the whole group: nothing of the API runs any clean-up."""
        assert self.process is not None
        os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait()
        self.kills += 1

    def crash(self, down: float) -> None:
        """Kill now, stay down ``down`` seconds, start again (one crash at a time)."""
        with self.lock:
            self.kill()
            time.sleep(down)
            self.start()

    def crash_later(self, delay: float, down: float) -> None:
        time.sleep(delay)
        self.crash(down)

    def stop(self) -> None:
        with self.lock:  # a restart under way first
            self._stop()

    def _stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            self.process.wait(30)

    def last_up_before(self, moment: float) -> float:
        return max((t for t in self.up_at if t <= moment), default=0.0)


@dataclass
class Client:
    """A careful client: any request that fails on the way (connection refused or reset, no
    answer, a 5xx) is sent again, the same request, until the API answers it."""

    port: int
    tries: int = 0  # requests sent again after a failure

    def call(self, method: str, path: str, body: Any = None,
             headers: dict[str, str] | None = None,
             failed: Callable[[], None] | None = None) -> tuple[int, Any]:
        """The request's answer; ``failed`` runs after each failure, before it is sent again."""
        ends = time.monotonic() + GAME_SECONDS
        sent = {"Content-Type": "application/json", **(headers or {})}
        payload = None if body is None else json.dumps(body).encode()
        while True:
            try:
                conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
                conn.request(method, path, body=payload, headers=sent)
                response = conn.getresponse()
                raw = response.read()
                conn.close()
                if response.status < 500:
                    return response.status, json.loads(raw) if raw else None
            except (OSError, http.client.HTTPException):
                pass
            self.tries += 1
            if failed is not None:
                failed()
            assert time.monotonic() < ends, f"{method} {path} never answered"
            time.sleep(0.05)


class Crashes:
    """When to kill: ``KILLS`` crashes in a shuffled order of three kinds, each at a random one
    of the moments that fit it:

    * ``flight``: a person's move in flight, the kill 0-30 ms after it is sent (before, during
      or after its commit, as it falls);
    * ``commit``: the same move's commit seen on the game's channel (published by the commit
      script itself), the kill at once: the API is most often still between the commit and
      its answer, maybe before it queued the bot's turn;
    * ``bot``: the bot to move, 0-100 ms after the answer that handed it the turn.
    """

    KINDS = ("flight", "commit", "bot")

    def __init__(self, api: Api, store: Store, rng: random.Random) -> None:
        self.api = api
        self.store = store
        self.rng = rng
        self.plan = [self.KINDS[i % len(self.KINDS)] for i in range(KILLS)]
        rng.shuffle(self.plan)
        self.thread: threading.Thread | None = None
        self.done = dict.fromkeys(self.KINDS, 0)

    def _due(self, kind: str) -> bool:
        return bool(self.plan) and self.plan[0] == kind and self.rng.random() >= 0.4

    def _take(self, kind: str, run: Callable[[], None]) -> None:
        self.wait()  # one crash at a time
        self.plan.pop(0)
        self.done[kind] += 1
        self.thread = threading.Thread(target=run, daemon=True)
        self.thread.start()

    def before_move(self, game_id: str, version: int) -> None:
        """Maybe a crash for the move about to be sent from ``version``."""
        down = self.rng.uniform(0.0, 0.3)
        if self._due("flight"):
            delay = self.rng.uniform(0.0, 0.03)
            self._take("flight", lambda: self.api.crash_later(delay, down))
        elif self._due("commit"):
            listener = self.store.redis.pubsub()
            listener.subscribe(self.store.channel(game_id))
            ends = time.monotonic() + 5.0
            while listener.get_message(timeout=0.5) is None:  # subscribed before the move
                assert time.monotonic() < ends, "no subscription"

            def on_commit() -> None:
                ends = time.monotonic() + 5.0
                while time.monotonic() < ends:
                    message = listener.get_message(timeout=0.5)
                    if (message is not None and message["type"] == "message"
                            and int(message["data"]) > version):
                        break
                self.api.crash(down)
                listener.close()

            self._take("commit", on_commit)

    def after_bot_handed_turn(self) -> None:
        if self._due("bot"):
            delay, down = self.rng.uniform(0.0, 0.1), self.rng.uniform(0.0, 0.3)
            self._take("bot", lambda: self.api.crash_later(delay, down))

    def wait(self) -> None:
        if self.thread is not None:
            self.thread.join()
            self.thread = None


@dataclass
class Figures:
    games: int = 0
    landed: int = 0  # moves the API committed and died before answering: the retry's answer
    lost: int = 0  # moves the API died before committing: the retry applied them
    waits: list[float] = field(default_factory=list)  # each bot turn, from when it could move

    def line(self, api: Api, client: Client, crashes: Crashes) -> str:
        stalls = sum(w > STALL for w in self.waits)
        return (f"seed {SEED}: kills {api.kills} {crashes.done}, games {self.games}, "
                f"requests sent again {client.tries}, moves sent again {self.landed + self.lost} "
                f"({self.landed} had landed, {self.lost} had not), bot turns "
                f"{len(self.waits)}, stalls (> {STALL:.0f} s) {stalls}, longest "
                f"{max(self.waits, default=0.0):.2f} s")


@pytest.fixture
def api(workers: dict[str, str], tmp_path: Path) -> Iterator[Api]:
    api = Api(workers, tmp_path)
    api.start()
    try:
        yield api
    finally:
        api.stop()


def _events_after(client: Client, url: str, auth: dict[str, str], after: str,
                  wait: float) -> list[dict[str, Any]]:
    status, page = client.call("GET", f"{url}/events?after={after}&wait={wait}&limit=200",
                               None, auth)
    assert status == 200, page
    return list(page["events"])


@pytest.fixture
def store(workers: dict[str, str]) -> Store:
    """The game's Redis, read directly only for figures (whether a lost move had landed)."""
    return Store.connect(replace(from_env(workers), extra_games=()))


def test_games_against_a_bot_survive_repeated_kills_of_the_whole_api(api: Api,
                                                                     store: Store) -> None:
    """Games of Double Dash, a person against its default bot, until ``KILLS`` crashes of the
    API have landed; each game ends within the bound with an exact record."""
    rng = random.Random(SEED)
    client = Client(api.port)
    crashes = Crashes(api, store, rng)
    figures = Figures()
    began = time.monotonic()
    while crashes.plan:
        _play_one_game(client, crashes, rng, figures, store)
        figures.games += 1
    crashes.wait()
    print(f"\nAPI crash: {figures.line(api, client, crashes)}, "
          f"{time.monotonic() - began:.1f} s")
    assert api.kills == KILLS
    assert max(figures.waits) < BOUND


def _play_one_game(client: Client, crashes: Crashes, rng: random.Random, figures: Figures,
                   store: Store) -> None:
    status, created = client.call("POST", "/v1/players", {"name": "ann"})
    assert status == 201, created
    auth = {"Authorization": f"Bearer {created['token']}"}
    status, game = client.call("POST", "/v1/games", {
        "type": "double_dash", "seats": [{"kind": "human"}, {"kind": "bot"}], "seat": 0},
        auth)
    assert status == 201, game
    url = f"/v1/games/{game['id']}"
    acked: list[dict[str, Any]] = []  # the person's moves the client saw acknowledged
    seen: list[dict[str, Any]] = []  # events, read as they come, resuming after the last
    began = time.monotonic()
    moves = 0
    while True:
        assert time.monotonic() - began < GAME_SECONDS, f"not over in {GAME_SECONDS} s"
        status, legal = client.call("GET", f"{url}/legal-moves", None, auth)
        assert status == 200, legal
        if not legal["moves"]:
            status, read = client.call("GET", url, None, auth)
            if read["game"]["status"] == "finished":
                break
            # The bot's turn (after a crash on its turn was seen through): wait for its move.
            seen += _events_after(client, url, auth, seen[-1]["id"] if seen else "0", 1.0)
            continue
        moves += 1
        move = rng.choice(legal["moves"])
        crashes.before_move(game["id"], legal["version"])
        at_failure: list[int] = []  # the game's version when the move first went unanswered

        def failed(at_failure: list[int] = at_failure) -> None:
            if not at_failure:
                at_failure.append(int(store.meta(game["id"])["v"]))

        status, answer = client.call("POST", f"{url}/moves", move, {
            **auth, "Idempotency-Key": f"move-{moves}", "If-Match": f'"{legal["version"]}"'},
            failed)
        assert status == 200, answer  # never stale, never a second application's refusal
        assert answer["version"] == legal["version"] + 1
        if at_failure:
            figures.landed += at_failure[0] == answer["version"]
            figures.lost += at_failure[0] == legal["version"]
        acked_at = time.monotonic()
        acked.append({"actor": 0, "move": move, "version": answer["version"]})
        if answer["to_act"] != [1]:
            continue  # the person moves again, or the game is over
        crashes.after_bot_handed_turn()
        # The bot's move, however long the API was away; timed from when it could be seen.
        while not any(e["version"] > answer["version"] for e in seen):
            waited = time.monotonic() - max(acked_at, crashes.api.last_up_before(time.monotonic()))
            assert waited < BOUND, f"the bot waited {waited:.1f} s after the API was back"
            seen += _events_after(client, url, auth, seen[-1]["id"] if seen else "0", 1.0)
        now = time.monotonic()
        wait = now - max(acked_at, crashes.api.last_up_before(now))
        assert wait < BOUND, f"the bot waited {wait:.1f} s after the API was back"
        figures.waits.append(wait)
    _check_record(client, url, auth, seen, acked)


def _check_record(client: Client, url: str, auth: dict[str, str], seen: list[dict[str, Any]],
                  acked: list[dict[str, Any]]) -> None:
    """The events as read through every crash: each version's once, none missing, the same as
    one reading of the whole stream now. Every acknowledged move of the person is in the
    replay once, at its version, and no other move of the person is; the replay re-runs."""
    while page := _events_after(client, url, auth, seen[-1]["id"] if seen else "0", 0):
        seen += page
    whole: list[dict[str, Any]] = []
    while page := _events_after(client, url, auth, whole[-1]["id"] if whole else "0", 0):
        whole += page
    # What a record says of "now" (the seat's legal moves, a turn record of its own) holds only
    # while the game stands at that version: the history itself is the rest.
    seen, whole = _history(seen), _history(whole)
    assert seen == whole
    # In order, each once (a reader's events of one step may skip what only others see).
    order = [tuple(int(n) for n in e["id"].split("-")) for e in seen]
    assert order == sorted(set(order))
    assert [v for v, _ in order] == [e["version"] for e in seen]
    versions = sorted({e["version"] for e in seen})
    assert versions == list(range(versions[0], versions[-1] + 1))
    status, replay = client.call("GET", f"{url}/replay")
    assert status == 200, replay
    assert [m for m in replay["moves"] if m["actor"] == 0] == acked
    played = [m["version"] for m in replay["moves"]]
    assert played == list(range(played[0], played[0] + len(played)))
    assert played[-1] == versions[-1]
    assert verify_replay(replay) == []


def _history(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{k: v for k, v in r.items() if k != "legal_moves"} for r in records
            if r["event"].get("type") != "turn"]
