"""Accounts and tokens: profiles in seat listings, scopes, rotation and revocation (open
streams included), over the real app, Redis and workers."""

from __future__ import annotations

import threading
import time
from dataclasses import replace
from typing import Any

import pytest

from dashgames.http.app import create_app
from tests.support.account_helpers import (
    SseReader,
    as_token,
    frame_json,
    live_server,
    new_account,
)
from tests.support.api_helpers import Caller


@pytest.fixture(params=["single", "cluster"])
def app(request: pytest.FixtureRequest, game_service: Any) -> Any:
    """Every test here on a single Redis and on a three-master Redis Cluster."""
    if request.param == "cluster":
        return create_app(backend=request.getfixturevalue("cluster_service"))
    return create_app(backend=game_service)


def make_token(caller: Caller, label: str, scopes: list[str]) -> dict[str, Any]:
    r = caller.post("/v1/players/me/tokens", {"label": label, "scopes": scopes})
    assert r.status_code == 201, r.json
    created: dict[str, Any] = r.json
    return created


def test_tokens_are_listed_created_with_a_label_and_scopes(client: Any) -> None:
    ann = new_account(client, "ann")
    first = ann.get("/v1/players/me").json
    made = make_token(ann, "phone", ["read"])
    assert (made["label"], made["scopes"], made["current"]) == ("phone", ["read"], False)
    listed = ann.get("/v1/players/me/tokens").json["tokens"]
    assert [(t["id"], t["label"], t["scopes"], t["current"]) for t in listed] == [
        (first["token_id"], "default", ["play", "read"], True),
        (made["id"], "phone", ["read"], False),
    ]
    assert all("token" not in t and "sha" not in t for t in listed)  # never the secret
    me = as_token(ann, made["token"]).get("/v1/players/me").json
    assert (me["id"], me["token_id"], me["scopes"]) == (ann.id, made["id"], ["read"])


def test_a_read_token_cannot_move_and_nothing_changes(client: Any) -> None:
    ann, bob = new_account(client, "ann"), new_account(client, "bob")
    game = ann.create_game([{"kind": "human"}, {"kind": "human"}], seat=0)
    assert bob.post(f"/v1/games/{game['id']}/join", {"seat": 1}).status_code == 200
    reader = as_token(ann, make_token(ann, "watcher", ["read"])["token"])
    before = ann.read(game["id"])
    legal = reader.get(f"/v1/games/{game['id']}/legal-moves")
    assert legal.status_code == 200  # reading is what read may do
    mover = ann if before["game"]["to_act"] == [0] else bob
    if mover is ann:
        r = reader.post(f"/v1/games/{game['id']}/moves", legal.json["moves"][0])
        assert (r.status_code, r.json["code"]) == (403, "INSUFFICIENT_SCOPE")
        assert r.json["details"]["needs"] == ["bot", "play"]
    for url, body in ((f"/v1/games/{game['id']}/resign", None),
                      ("/v1/games", {"type": "double_dash", "seats": [{"kind": "human"}]})):
        r = reader.post(url, body)
        assert (r.status_code, r.json["code"]) == (403, "INSUFFICIENT_SCOPE"), url
    assert ann.read(game["id"])["game"]["version"] == before["game"]["version"]


def test_a_token_grants_no_scope_it_lacks_nor_one_of_another_kind(client: Any) -> None:
    ann = new_account(client, "ann")
    reader = as_token(ann, make_token(ann, "watcher", ["read"])["token"])
    r = reader.post("/v1/players/me/tokens", {"label": "x", "scopes": ["play"]})
    assert (r.status_code, r.json["code"]) == (403, "SCOPE_NOT_ALLOWED")
    r = ann.post("/v1/players/me/tokens", {"label": "x", "scopes": ["bot"]})
    assert (r.status_code, r.json["code"]) == (403, "SCOPE_NOT_ALLOWED")
    robo = new_account(client, "robo", bot=True)
    r = robo.post("/v1/players/me/tokens", {"label": "x", "scopes": ["play"]})
    assert (r.status_code, r.json["code"]) == (403, "SCOPE_NOT_ALLOWED")
    r = ann.post("/v1/players/me/tokens", {"label": "x", "scopes": ["admin"]})
    assert (r.status_code, r.json["code"]) == (400, "VALIDATION_ERROR")
    assert len(ann.get("/v1/players/me/tokens").json["tokens"]) == 2  # nothing added


def test_rotation_replaces_the_secret_and_the_old_one_answers_401_at_once(client: Any) -> None:
    ann = new_account(client, "ann")
    made = make_token(ann, "ci", ["play", "read"])
    old = as_token(ann, made["token"])
    assert old.get("/v1/players/me").status_code == 200  # cached in this process now
    r = ann.post(f"/v1/players/me/tokens/{made['id']}/rotate")
    assert r.status_code == 201, r.json
    assert (r.json["label"], r.json["scopes"]) == ("ci", ["play", "read"])
    assert r.json["id"] != made["id"]
    r_old = old.get("/v1/players/me")
    assert (r_old.status_code, r_old.json["code"]) == (401, "TOKEN_REVOKED")
    assert as_token(ann, r.json["token"]).get("/v1/players/me").status_code == 200
    ids = [t["id"] for t in ann.get("/v1/players/me/tokens").json["tokens"]]
    assert made["id"] not in ids and r.json["id"] in ids


def test_revocation_answers_401_everywhere_and_an_unknown_token_is_404(client: Any) -> None:
    ann = new_account(client, "ann")
    made = make_token(ann, "old laptop", ["play", "read"])
    gone = as_token(ann, made["token"])
    game = gone.create_game([{"kind": "human"}, {"kind": "bot"}], seat=0)
    r = ann.client.delete(f"/v1/players/me/tokens/{made['id']}", headers=ann.auth)
    assert r.status_code == 204
    for r in (gone.get("/v1/players/me"), gone.get(f"/v1/games/{game['id']}"),
              gone.get(f"/v1/games/{game['id']}/legal-moves"),
              gone.get("/v1/players/me/events")):
        assert (r.status_code, r.json["code"]) == (401, "TOKEN_REVOKED")
    r = ann.client.delete(f"/v1/players/me/tokens/{made['id']}", headers=ann.auth)
    assert (r.status_code, r.json["code"]) == (404, "TOKEN_NOT_FOUND")
    assert ann.get("/v1/players/me").status_code == 200


def test_a_bot_account_names_its_owner_in_every_seat_listing(client: Any) -> None:
    ann = new_account(client, "ann")
    robo = new_account(client, "robo", bot=True, owner=ann, accepts=["double_dash"])
    profile = ann.get(f"/v1/players/{robo.id}").json
    assert profile == {"id": robo.id, "name": "robo", "is_bot": True, "bot_owner": ann.id,
                       "accepts": ["double_dash"]}
    assert robo.get("/v1/players/me").json["scopes"] == ["bot", "read"]
    game = ann.create_game([{"kind": "human"}, {"kind": "human"}, ], seat=0)
    assert robo.post(f"/v1/games/{game['id']}/join", {"seat": 1}).status_code == 200
    seats = ann.read(game["id"])["game"]["seats"]
    assert [(s["player_name"], s["is_bot"], s["bot_owner"]) for s in seats] == [
        ("ann", False, None), ("robo", True, ann.id)]
    listed = client.get("/v1/games?status=active").json["games"]
    mine = next(g for g in listed if g["id"] == game["id"])
    assert mine["seats"][1]["bot_owner"] == ann.id
    house = ann.create_game([{"kind": "human"}, {"kind": "bot"}], seat=0)
    assert house["seats"][1]["is_bot"] is True and house["seats"][1]["bot_owner"] is None


def test_profile_bad_input(client: Any) -> None:
    ann = new_account(client, "ann")
    r = ann.get("/v1/players/nobody")
    assert (r.status_code, r.json["code"]) == (404, "PLAYER_NOT_FOUND")
    r = client.post("/v1/players", json={"name": "x", "accepts": ["double_dash"]})
    assert (r.status_code, r.json["code"]) == (403, "SCOPE_NOT_ALLOWED")
    r = client.post("/v1/players", json={"name": "x", "bot": True, "accepts": ["chess"]})
    assert (r.status_code, r.json["code"]) == (400, "VALIDATION_ERROR")


def _revoke_later(owner: Caller, token_id: str, delay: float) -> threading.Timer:
    timer = threading.Timer(delay, lambda: owner.client.delete(
        f"/v1/players/me/tokens/{token_id}", headers=owner.auth))
    timer.start()
    return timer


def test_an_open_account_stream_ends_with_an_error_when_its_token_is_revoked(app: Any) -> None:
    client = app.test_client()
    ann = new_account(client, "ann")
    made = make_token(ann, "stream", ["read"])
    with live_server(app) as host:
        reader = SseReader(host, "/v1/players/me/events",
                           {"Authorization": f"Bearer {made['token']}"})
        assert reader.response.status == 200
        began = time.monotonic()
        timer = _revoke_later(ann, made["id"], 0.5)
        try:
            frame = reader.next_frame()
            while frame is not None and frame.get("event") != "error":
                frame = reader.next_frame()  # the token_revoked record may come first
            took = time.monotonic() - began
            assert frame is not None and frame_json(frame)["code"] == "TOKEN_REVOKED"
            assert reader.next_frame() is None  # and the stream is closed
            assert took < 3.0, took
        finally:
            timer.join()
            reader.close()


def test_an_open_game_stream_ends_with_an_error_when_its_token_is_revoked(app: Any) -> None:
    client = app.test_client()
    ann = new_account(client, "ann")
    made = make_token(ann, "stream", ["read", "play"])
    game = as_token(ann, made["token"]).create_game([{"kind": "human"}, {"kind": "human"}],
                                                    seat=0)
    with live_server(app) as host:
        reader = SseReader(host, f"/v1/games/{game['id']}/events",
                           {"Authorization": f"Bearer {made['token']}",
                            "Last-Event-ID": "999999"})
        assert reader.response.status == 200
        began = time.monotonic()
        timer = _revoke_later(ann, made["id"], 0.5)
        try:
            frame = reader.next_frame()
            assert frame is not None and frame.get("event") == "error"
            assert frame_json(frame)["code"] == "TOKEN_REVOKED"
            assert reader.next_frame() is None
            assert time.monotonic() - began < 4.0  # a wait slice (2 s) at most after it
        finally:
            timer.join()
            reader.close()


def test_a_long_poll_on_the_account_stream_ends_401_when_its_token_is_revoked(
        client: Any) -> None:
    ann = new_account(client, "ann")
    made = make_token(ann, "poll", ["read"])
    poller = as_token(ann, made["token"])
    timer = _revoke_later(ann, made["id"], 0.5)
    began = time.monotonic()
    try:
        r = poller.get("/v1/players/me/events?wait=20")
    finally:
        timer.join()
    assert (r.status_code, r.json["code"]) == (401, "TOKEN_REVOKED")
    assert time.monotonic() - began < 3.0


def test_a_revocation_reaches_another_api_process_cache_at_once(
        client: Any, make_settings: Any, request: pytest.FixtureRequest) -> None:
    from dashgames.accounts.errors import TokenRevoked
    from dashgames.http.backend import GameService

    settings = make_settings()
    if client.application.extensions["dashgames.backend"].store.cluster:
        settings = replace(settings, redis_url=request.getfixturevalue("cluster_env")["REDIS_URL"],
                           key_prefix=request.getfixturevalue("cluster_service").store.prefix)
    other = GameService(settings)  # a second API process, with its own token cache
    ann = new_account(client, "ann")
    made = make_token(ann, "roaming", ["read"])
    assert other.authenticate(made["token"]).token_id == made["id"]  # cached over there now
    assert other.accounts._feed is not None and other.accounts._feed.ready.wait(5)
    r = ann.client.delete(f"/v1/players/me/tokens/{made['id']}", headers=ann.auth)
    assert r.status_code == 204
    ends = time.monotonic() + 2.0
    while True:
        try:
            other.authenticate(made["token"])
        except TokenRevoked:
            break
        assert time.monotonic() < ends, "the other process still accepts the revoked token"
        time.sleep(0.01)
