"""A bot that needs only its account stream and its moves: two bot accounts, over real HTTP,
one challenges the other, and both play a whole Double Dash! game, each reading nothing but
its own account stream (long-poll) and sending nothing but its answers and moves. The requests
each bot makes per move are counted."""

from __future__ import annotations

import http.client
import json
import random
import threading
from typing import Any

import pytest

from dashgames.http.app import create_app
from tests.support.account_helpers import live_server, new_account

GAME_SECONDS = 240.0


class StreamBot:
    """A bot as its author would write it against the contract: a loop over its account
    stream; a challenge is accepted, a turn answered with one of the legal moves it lists."""

    def __init__(self, host: str, token: str, seed: int) -> None:
        self.host = host
        self.token = token
        self.rng = random.Random(seed)
        self.requests: dict[str, int] = {"poll": 0, "move": 0, "accept": 0}
        self.moves = 0
        self.seen_versions: set[tuple[str, int]] = set()
        self.finished_by_me = False
        self.errors: list[Any] = []

    def call(self, method: str, path: str, body: Any = None,
             headers: dict[str, str] | None = None) -> tuple[int, Any]:
        conn = http.client.HTTPConnection(self.host, timeout=40)
        try:
            conn.request(method, path, body=None if body is None else json.dumps(body),
                         headers={"Authorization": f"Bearer {self.token}",
                                  "Content-Type": "application/json", **(headers or {})})
            response = conn.getresponse()
            return response.status, json.loads(response.read() or b"null")
        finally:
            conn.close()

    def run(self, stop: threading.Event) -> None:
        cursor = "0"
        try:
            while not stop.is_set():
                self.requests["poll"] += 1
                status, page = self.call("GET", f"/v1/players/me/events?after={cursor}&wait=2")
                assert status == 200, page
                cursor = page["last_event_id"]
                for event in page["events"]:
                    self.handle(event["type"], event["data"], stop)
        except Exception as error:  # reported by the test
            self.errors.append(error)
            stop.set()

    def handle(self, kind: str, data: dict[str, Any], stop: threading.Event) -> None:
        if kind == "challenge_received":
            self.requests["accept"] += 1
            status, answer = self.call("POST", f"/v1/challenges/{data['id']}/accept")
            assert status == 200, answer
        elif kind == "your_turn":
            key = (data["game_id"], data["version"])
            if key in self.seen_versions:
                return
            self.seen_versions.add(key)
            move = self.rng.choice(data["legal_moves"])
            self.requests["move"] += 1
            status, answer = self.call("POST", f"/v1/games/{data['game_id']}/moves", move,
                                       {"If-Match": f'"{data["version"]}"'})
            if status == 409 and answer["code"] == "STALE_VERSION":
                return  # a newer your_turn is on its way
            assert status == 200, answer
            assert answer.get("error") is None, answer
            self.moves += 1
            if answer.get("to_act") == []:  # this move ended the game
                self.finished_by_me = True
                stop.set()


@pytest.fixture
def app(game_service: Any) -> Any:
    return create_app(backend=game_service)


def test_two_bots_play_a_whole_game_from_their_account_streams_alone(
        app: Any, game_service: Any) -> None:
    client = app.test_client()
    owner = new_account(client, "owner")
    one = new_account(client, "bot-one", bot=True, owner=owner)
    two = new_account(client, "bot-two", bot=True, owner=owner, accepts=["double_dash"])
    with live_server(app) as host:
        bots = [StreamBot(host, one.token or "", 1), StreamBot(host, two.token or "", 2)]
        stop = threading.Event()
        threads = [threading.Thread(target=b.run, args=(stop,), daemon=True) for b in bots]
        for thread in threads:
            thread.start()
        r = one.post("/v1/challenges", {"to": two.id, "type": "double_dash"})
        assert r.status_code == 201, r.json
        stop.wait(GAME_SECONDS)
        for thread in threads:
            thread.join(10)
    assert not [e for b in bots for e in b.errors], [e for b in bots for e in b.errors]
    assert any(b.finished_by_me for b in bots), "the game did not end in time"
    listed = one.get("/v1/challenges").json["outgoing"]
    game = one.read(listed[0]["game_id"])["game"]
    assert game["status"] == "finished"
    assert [s["player_id"] for s in game["seats"]] == [one.id, two.id]
    assert all(s["is_bot"] and s["bot_owner"] == owner.id for s in game["seats"])
    moves = sum(b.moves for b in bots)
    requests = sum(sum(b.requests.values()) for b in bots)
    print(f"{moves} moves, {requests} requests by both bots: "
          f"{requests / moves:.2f} per move ({[b.requests for b in bots]})")
    assert game["version"] >= moves
    for bot in (one, two):  # one your_turn per seat and version: never twice
        r = bot.get("/v1/players/me/events?after=0&limit=200")
        turns = [(e["data"]["game_id"], e["data"]["version"]) for e in r.json["events"]
                 if e["type"] == "your_turn"]
        assert turns and len(turns) == len(set(turns))
    assert requests / moves < 3.0  # its move and about one read of its stream, nothing else
