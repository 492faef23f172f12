"""The smaller holes of issue 32 (item 9): a deep layout, a missing event type, numbers taken as
booleans, the token cap's code, a private game's invite at creation, and who may scrape."""

from __future__ import annotations

import json
from typing import Any

import jsonschema
import pytest

from dashgames.accounts.store import MAX_TOKENS
from dashgames.http.app import create_app
from tests.support.api_helpers import DOUBLE

OPENAPI = "openapi/openapi.json"


def _flag_dash(layout: str) -> dict[str, Any]:
    return {"type": "flag_dash", "seats": [{"kind": "human"}] * 2, "seat": 0,
            "options": {"board": "custom", "custom_layout": layout}}


@pytest.mark.parametrize("layout, message", [
    ("[" * 5000, "custom_layout is nested too deeply"),
    ('{"a":' * 5000, "custom_layout is nested too deeply"),
    (" " * 40_000 + "{}", "custom_layout is longer than 32768 characters"),
])
def test_a_hostile_custom_layout_is_bad_options_not_a_crash(new_player: Any, layout: str,
                                                            message: str) -> None:
    r = new_player("ann").post("/v1/games", _flag_dash(layout))
    assert (r.status_code, r.json["code"], r.json["message"]) == (400, "BAD_OPTIONS", message)
    assert r.json["details"]["field"] == "options.custom_layout"


def test_seek_removed_is_an_account_event_type_of_the_contract(client: Any) -> None:
    event = {"id": "1-0", "type": "seek_removed",
             "data": {"seek_id": "5eec5eec5eec", "game_type": DOUBLE, "reason": "expired"}}
    served = client.get("/openapi.json").json["components"]["schemas"]
    record = {"$ref": "#/components/schemas/AccountEvent", "components": {"schemas": served}}
    assert jsonschema.Draft202012Validator(record).is_valid(event)
    assert not jsonschema.Draft202012Validator(record).is_valid(
        {**event, "data": {"seek_id": "5eec5eec5eec"}})  # its own data schema applies
    assert "seek_removed" in served["AccountEventType"]["enum"]
    assert served["SeekRemovedData"]["required"] == ["game_type", "reason", "seek_id"]
    with open(OPENAPI) as committed:
        assert json.load(committed)["components"]["schemas"]["SeekRemovedData"] == \
            served["SeekRemovedData"]


@pytest.mark.parametrize("url, body", [
    ("/v1/games", {"type": DOUBLE, "seats": [{"kind": "human"}] * 2, "seat": 0, "private": 0}),
    ("/v1/games", {"type": DOUBLE, "seats": [{"kind": "human"}] * 2, "seat": 0, "rated": 0}),
    ("/v1/seeks", {"type": DOUBLE, "players": [2], "rated": 0}),
    ("/v1/seeks", {"type": DOUBLE, "players": [2], "bots": 1}),
    ("/v1/seeks", {"type": DOUBLE, "players": [2], "rated": "false"}),
])
def test_a_boolean_is_true_or_false_only(new_player: Any, url: str, body: dict[str, Any]
                                         ) -> None:
    ann = new_player("ann")
    r = ann.post(url, body)
    assert (r.status_code, r.json["code"]) == (400, "VALIDATION_ERROR"), r.json
    field = next(k for k in ("private", "rated", "bots") if k in body)
    assert list(r.json["details"]["fields"]) == [field], r.json


def test_the_token_cap_has_its_own_code(new_player: Any) -> None:
    ann = new_player("ann")
    for i in range(MAX_TOKENS - 1):
        r = ann.post("/v1/players/me/tokens", {"label": f"t{i}", "scopes": ["read"]})
        assert r.status_code == 201, (i, r.json)
    r = ann.post("/v1/players/me/tokens", {"label": "one too many", "scopes": ["read"]})
    assert (r.status_code, r.json["code"], r.json["details"]) == (
        409, "TOO_MANY_TOKENS", {"limit": MAX_TOKENS})
    assert len(ann.get("/v1/players/me/tokens").json["tokens"]) == MAX_TOKENS


def test_a_private_games_creation_answers_its_invite(new_player: Any) -> None:
    ann, bob = new_player("ann"), new_player("bob")
    made = ann.create_game([{"kind": "human"}] * 2, seat=0, private=True)
    read = ann.read(made["id"])
    assert made["invite_url"] == read["invite_url"]
    assert made["invite_url"].startswith("http://localhost/v1/games/" + made["id"] + "/join?")
    r = bob.post(made["invite_url"].removeprefix("http://localhost"), {})
    assert r.status_code == 200, r.json
    public = ann.create_game([{"kind": "human"}] * 2, seat=0)
    assert "invite_url" not in public


@pytest.fixture
def scrape(game_service: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    def make(token: str | None) -> Any:
        if token is None:
            monkeypatch.delenv("DASHGAMES_METRICS_TOKEN", raising=False)
        else:
            monkeypatch.setenv("DASHGAMES_METRICS_TOKEN", token)
        client = create_app(backend=game_service).test_client()
        return lambda addr="127.0.0.1", **headers: client.get(
            "/metrics", headers=headers, environ_base={"REMOTE_ADDR": addr})

    return make


def test_metrics_need_the_metrics_token_when_one_is_set(scrape: Any) -> None:
    get = scrape("s3cret-metrics")
    assert get(Authorization="Bearer s3cret-metrics").status_code == 200
    assert get("203.0.113.9", Authorization="Bearer s3cret-metrics").status_code == 200
    for refused in (get(), get(Authorization="Bearer nope"), get("203.0.113.9")):
        assert (refused.status_code, refused.json["code"]) == (401, "UNAUTHENTICATED")
        assert b"dashgames_" not in refused.data


def test_metrics_without_a_token_answer_only_a_direct_local_caller(scrape: Any) -> None:
    get = scrape(None)
    assert get().status_code == 200 and b"dashgames_" in get().data
    assert get("::1").status_code == 200
    for refused in (get("203.0.113.9"), get(**{"X-Forwarded-For": "203.0.113.9"}),
                    get(Forwarded="for=203.0.113.9"), get("10.1.2.3")):
        assert (refused.status_code, refused.json["code"]) == (401, "UNAUTHENTICATED")
