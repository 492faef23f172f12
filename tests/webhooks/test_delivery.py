"""Webhooks end to end (issue 27, item 6): a real receiver on a local socket verifies every
delivery's Standard Webhooks signature with the ``standardwebhooks`` library; real Celery
worker processes (queue ``webhooks``, started here, killed here) deliver; the account's events
come from the real platform (challenges, a game against a house bot).

Checked: the receiver gets exactly the account's events, in the stream's order; failed tries
are retried with a growing wait and logged over the API; an endpoint that keeps failing is
disabled and the account hears of it; a worker killed mid-delivery leaves the event to be sent
again, the same ``webhook-id`` (at least once), and a move never waits for a receiver.
"""

from __future__ import annotations

import http.server
import json
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

import pytest
from standardwebhooks.webhooks import Webhook, WebhookVerificationError

from dashgames.http.app import create_app
from dashgames.infra.local import start_worker, stop_worker
from dashgames.play.store import Store
from tests.conftest import _settings
from tests.support.account_helpers import new_account
from tests.support.api_helpers import Caller

# The receiver is on loopback, plain http: the operator's settings allow both here.
WORKER_ENV = {"DASHGAMES_WEBHOOK_ALLOW_HTTP": "1", "DASHGAMES_WEBHOOK_ALLOW_PRIVATE": "1",
              "DASHGAMES_WEBHOOK_RETRY_BASE_SECONDS": "0.3",
              "DASHGAMES_WEBHOOK_MAX_FAILURES": "4", "DASHGAMES_WEBHOOK_LEASE_SECONDS": "3",
              "DASHGAMES_WEBHOOK_PUMP_SECONDS": "0.1", "DASHGAMES_WEBHOOK_TIMEOUT_SECONDS": "20"}


@dataclass
class Receiver:
    """A local HTTP endpoint. ``answers``: statuses to give, in order (then 200); ``hold``:
    a delivery id whose first try is kept waiting until ``release`` is set."""

    secret: str = ""
    answers: list[int] = field(default_factory=list)
    hold: str | None = None
    held: threading.Event = field(default_factory=threading.Event)
    release: threading.Event = field(default_factory=threading.Event)
    tries: list[dict[str, Any]] = field(default_factory=list)  # every try, verified or not
    lock: threading.Lock = field(default_factory=threading.Lock)

    def handle(self, headers: dict[str, str], body: bytes) -> int:
        try:
            payload = Webhook(self.secret).verify(body, headers)
            verified = True
        except WebhookVerificationError:
            payload, verified = json.loads(body), False
        with self.lock:
            status = self.answers.pop(0) if self.answers else 200
            self.tries.append({"id": headers.get("webhook-id"), "verified": verified,
                               "payload": payload, "status": status})
        if headers.get("webhook-id") == self.hold and not self.held.is_set():
            self.held.set()
            self.release.wait(30)
        return status

    def delivered(self) -> list[dict[str, Any]]:
        """The payloads answered 2xx, once per webhook-id, in the order first received."""
        seen: dict[str, dict[str, Any]] = {}
        with self.lock:
            for t in self.tries:
                if 200 <= t["status"] < 300 and t["id"] not in seen:
                    seen[t["id"]] = t["payload"]
        return list(seen.values())


@pytest.fixture
def receiver() -> Iterator[tuple[Receiver, str]]:
    found = Receiver()

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
            status = found.handle({k.lower(): v for k, v in self.headers.items()}, body)
            self.send_response(status)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield found, f"http://127.0.0.1:{server.server_port}/hook"
    finally:
        found.release.set()
        server.shutdown()


class Workers:
    """``webhooks`` worker processes of the test's own, killed and started at will."""

    def __init__(self, env: dict[str, str]) -> None:
        self.env = {**env, **WORKER_ENV}
        self.running: list[Any] = []

    def start(self) -> None:
        self.running.append(start_worker("webhooks", self.env))
        store = Store.connect(_settings(self.env))
        ends = time.monotonic() + 60
        while not store.workers.live("webhooks", 5.0):
            assert time.monotonic() < ends, "the webhooks worker did not start"
            time.sleep(0.1)

    def kill(self) -> None:
        process = self.running.pop()
        process.kill()
        process.wait()

    def stop(self) -> None:
        for process in self.running:
            stop_worker(process)


@pytest.fixture
def webhook_workers(workers: dict[str, str]) -> Iterator[Workers]:
    found = Workers(workers)
    found.start()
    try:
        yield found
    finally:
        found.stop()


@pytest.fixture
def client(game_service: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setattr(game_service.webhooks, "settings",
                        replace(game_service.webhooks.settings, allow_http=True,
                                allow_private=True))
    return create_app(backend=game_service).test_client()


def wait_for(check: Callable[[], Any], seconds: float = 60.0) -> Any:
    ends = time.monotonic() + seconds
    while not (found := check()):
        assert time.monotonic() < ends, "timed out"
        time.sleep(0.05)
    return found


def register(caller: Caller, url: str, **extra: Any) -> dict[str, Any]:
    r = caller.post("/v1/players/me/webhooks", {"url": url, **extra})
    assert r.status_code == 201, r.json
    return dict(r.json)


def stream_after(caller: Caller, cursor: str) -> list[dict[str, Any]]:
    r = caller.get(f"/v1/players/me/events?after={cursor}&limit=200")
    assert r.status_code == 200, r.json
    return list(r.json["events"])


def tail(caller: Caller) -> str:
    return str(caller.get("/v1/players/me/events").json["last_event_id"])


def test_the_receiver_gets_exactly_the_account_events_in_order_signed(
        client: Any, receiver: tuple[Receiver, str], webhook_workers: Workers) -> None:
    hook, url = receiver
    ann = new_account(client, "ann-hooks")
    bob = new_account(client, "bob-hooks")
    cursor = tail(ann)
    endpoint = register(ann, url, description="all of it")
    hook.secret = endpoint["secret"]
    assert endpoint["secret"].startswith("whsec_") and endpoint["status"] == "active"
    assert "secret" not in ann.get(f"/v1/players/me/webhooks/{endpoint['id']}").json

    sent = [bob.post("/v1/challenges", {"to": ann.id, "type": "double_dash"}).json
            for _ in range(3)]
    assert ann.post(f"/v1/challenges/{sent[0]['id']}/decline", {}).status_code == 200
    assert bob.post(f"/v1/challenges/{sent[1]['id']}/cancel").status_code == 200
    accepted = ann.post(f"/v1/challenges/{sent[2]['id']}/accept").json
    game_id = accepted["game_id"]
    assert ann.post(f"/v1/games/{game_id}/resign").status_code == 200
    wanted = wait_for(lambda: (e := stream_after(ann, cursor)) and e[-1]["type"] ==
                      "game_finished" and e)
    expected = [{"event_id": e["id"], "type": e["type"], "data": e["data"]} for e in wanted]
    kinds = [e["type"] for e in expected]
    assert kinds[:3] == ["challenge_received"] * 3 and "game_started" in kinds

    wait_for(lambda: len(hook.delivered()) >= len(expected))
    time.sleep(0.5)  # nothing more comes
    got = [{k: p[k] for k in ("event_id", "type", "data")} for p in hook.delivered()]
    assert got == expected
    assert all(t["verified"] for t in hook.tries)
    assert all(p["player_id"] == ann.id for p in hook.delivered())
    assert {t["id"] for t in hook.tries} == {f"msg_{endpoint['id']}_{e['event_id']}"
                                             for e in expected}
    log = ann.get(f"/v1/players/me/webhooks/{endpoint['id']}/deliveries?limit=100").json
    assert [d["event_id"] for d in reversed(log["deliveries"])] == \
        [e["event_id"] for e in expected]
    assert all(d["ok"] and d["response_status"] == 200 and d["attempt"] == 1
               for d in log["deliveries"])
    # a wrong secret does not verify: the check above could fail
    tampered = Webhook("whsec_" + "QUJD" * 8)
    one = hook.tries[0]
    with pytest.raises(WebhookVerificationError):
        tampered.verify(json.dumps(one["payload"]), {"webhook-id": one["id"],
                                                     "webhook-timestamp": str(int(time.time())),
                                                     "webhook-signature": "v1,AAAA"})


def test_failures_are_retried_with_backoff_then_the_endpoint_is_disabled(
        client: Any, receiver: tuple[Receiver, str], webhook_workers: Workers) -> None:
    hook, url = receiver
    ann = new_account(client, "ann-retries")
    bob = new_account(client, "bob-retries")
    endpoint = register(ann, url, events=["challenge_received"])
    hook.secret = endpoint["secret"]
    hook.answers = [500, 503]
    first = bob.post("/v1/challenges", {"to": ann.id, "type": "double_dash"}).json
    wait_for(lambda: len(hook.delivered()) == 1)
    assert hook.delivered()[0]["data"]["id"] == first["id"]
    path = f"/v1/players/me/webhooks/{endpoint['id']}/deliveries"
    # the receiver answered before the worker logged the try: wait for the log's third entry
    log = wait_for(lambda: len(d := ann.get(path).json["deliveries"]) == 3 and d)
    tries = list(reversed(log))
    assert [(d["attempt"], d["ok"], d["response_status"]) for d in tries] == \
        [(1, False, 500), (2, False, 503), (3, True, 200)]
    assert len({d["delivery_id"] for d in tries}) == 1
    waits = [tries[i + 1]["at"] - tries[i]["at"] for i in range(2)]
    assert waits[0] >= 0.3 * 0.9 and waits[1] >= 0.6 * 0.9  # 0.3 s, then doubled
    assert tries[0]["next_try_at"] == pytest.approx(tries[0]["at"] + 0.3, abs=0.01)

    hook.answers = [500] * 10  # now it keeps failing: 4 in a row disable it
    bob.post("/v1/challenges", {"to": ann.id, "type": "flag_dash"})
    shown = wait_for(lambda: (w := ann.get(f"/v1/players/me/webhooks/{endpoint['id']}").json)
                     ["status"] == "disabled" and w, seconds=30)
    assert shown["failures"] == 4 and "4 failed deliveries" in shown["disabled_reason"]
    notices = [e["data"] for e in stream_after(ann, "0") if e["type"] == "webhook_disabled"]
    assert notices == [{"webhook_id": endpoint["id"], "url": url,
                        "reason": shown["disabled_reason"]}]
    tries_before = len(hook.tries)
    time.sleep(1.0)
    assert len(hook.tries) == tries_before  # a disabled endpoint gets nothing
    enabled = ann.post(f"/v1/players/me/webhooks/{endpoint['id']}/enable").json
    assert (enabled["status"], enabled["failures"]) == ("active", 0)


def test_a_worker_killed_mid_delivery_sends_it_again_and_moves_never_wait(
        client: Any, receiver: tuple[Receiver, str], webhook_workers: Workers) -> None:
    hook, url = receiver
    ann = new_account(client, "ann-killed")
    bob = new_account(client, "bob-killed")
    endpoint = register(ann, url, events=["challenge_received", "your_turn", "game_started"])
    hook.secret = endpoint["secret"]
    first = bob.post("/v1/challenges", {"to": ann.id, "type": "double_dash"}).json
    wait_for(lambda: len(hook.delivered()) == 1)
    cursor = tail(ann)
    second = bob.post("/v1/challenges", {"to": ann.id, "type": "double_dash"}).json
    event_id = next(e["id"] for e in stream_after(ann, cursor)
                    if e["data"].get("id") == second["id"])
    hook.hold = f"msg_{endpoint['id']}_{event_id}"
    assert hook.held.wait(30)  # the worker is posting it, the receiver has it, no answer yet

    # a game goes on meanwhile: its moves do not wait for the receiver
    game = ann.post("/v1/games", {"type": "double_dash", "seat": 0, "seats": [
        {"kind": "human"}, {"kind": "bot"}]}).json
    # Double Dash!'s first seat is drawn: when the bot's, ann moves once it has
    wait_for(lambda: ann.get(f"/v1/games/{game['id']}/legal-moves").json["moves"] != [])
    legal = ann.get(f"/v1/games/{game['id']}/legal-moves").json
    started = time.monotonic()
    moved = ann.post(f"/v1/games/{game['id']}/moves", legal["moves"][0])
    assert moved.status_code == 200, moved.json
    assert time.monotonic() - started < 1.0

    webhook_workers.kill()  # mid-delivery: the post was received, never answered
    hook.release.set()
    webhook_workers.start()
    ids = wait_for(lambda: (d := [t["id"] for t in hook.tries]).count(hook.hold) >= 2 and d,
                   seconds=60)
    assert ids.count(hook.hold) == 2  # sent again once, the same webhook-id
    wait_for(lambda: any(p["type"] == "game_started" for p in hook.delivered()))
    got = [p["data"].get("id") for p in hook.delivered() if p["type"] == "challenge_received"]
    assert got == [first["id"], second["id"]]  # once each after the receiver's de-duplication
    assert all(t["verified"] for t in hook.tries)


def test_urls_and_ownership_are_checked(client: Any, game_service: Any,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    ann = new_account(client, "ann-checks")
    bob = new_account(client, "bob-checks")
    bad = ann.post("/v1/players/me/webhooks", {"url": "ftp://example.com/x"})
    assert bad.status_code == 400 and bad.json["code"] == "VALIDATION_ERROR"
    monkeypatch.setattr(game_service.webhooks, "settings",
                        replace(game_service.webhooks.settings, allow_http=False))
    plain = ann.post("/v1/players/me/webhooks", {"url": "http://example.com/x"})
    assert plain.status_code == 400 and plain.json["code"] == "BAD_WEBHOOK_URL"
    port = ann.post("/v1/players/me/webhooks", {"url": "https://example.com:99999/x"})
    assert port.status_code == 400 and port.json["code"] == "BAD_WEBHOOK_URL"
    mine = register(ann, "https://league.example/hook")
    other = bob.get(f"/v1/players/me/webhooks/{mine['id']}")
    assert other.status_code == 404 and other.json["code"] == "WEBHOOK_NOT_FOUND"
    path = f"/v1/players/me/webhooks/{mine['id']}"
    assert bob.client.delete(path, headers=bob.auth).status_code == 404
    assert [w["id"] for w in ann.get("/v1/players/me/webhooks").json["webhooks"]] == \
        [mine["id"]]
    assert ann.client.delete(path, headers=ann.auth).status_code == 204
    assert ann.get("/v1/players/me/webhooks").json["webhooks"] == []
