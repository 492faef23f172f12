"""Vacation over the API (docs/CLOCKS.md, "Vacation"): the account's own setting with scope
checks, stable codes for bad input, and the other seats told through the game's presence."""

from __future__ import annotations

from typing import Any

from tests.support.api_helpers import Caller


def put(caller: Caller, body: Any) -> Any:
    return caller.client.put("/v1/players/me/vacation", json=body, headers=caller.auth)


def test_going_on_vacation_and_back_with_scope_checks(duel: Any) -> None:
    ann, bob, game_id = duel
    fresh = ann.get("/v1/players/me/vacation").json
    assert (fresh["on"], fresh["since"], fresh["ends_at"], fresh["used_seconds"]) == (
        False, None, None, 0.0)
    assert fresh["allowance_seconds"] == fresh["left_seconds"] == 30 * 86400.0
    token = ann.post("/v1/players/me/tokens", {"label": "r", "scopes": ["read"]}).json["token"]
    reader = Caller(ann.client, token, ann.id)
    refused = put(reader, {"on": True})
    assert (refused.status_code, refused.json["code"]) == (403, "INSUFFICIENT_SCOPE")
    for body in ({}, {"on": "maybe"}):
        bad = put(ann, body)
        assert (bad.status_code, bad.json["code"]) == (400, "VALIDATION_ERROR"), body
    assert ann.get("/v1/players/me/vacation").json["on"] is False, "nothing changed"
    assert put(Caller(ann.client), {"on": True}).status_code == 401
    on = put(ann, {"on": True})
    assert on.status_code == 200 and on.json["on"] is True
    assert on.json["ends_at"] == on.json["since"] + 30 * 86400.0
    seats = bob.get(f"/v1/games/{game_id}/presence").json["seats"]
    assert [(s["seat"], s["vacation"]) for s in seats] == [(0, True), (1, False)]
    assert put(ann, {"on": True}).json["since"] == on.json["since"], "already on: unchanged"
    off = put(ann, {"on": False}).json
    assert (off["on"], off["since"]) == (False, None) and off["used_seconds"] > 0
    seats = bob.get(f"/v1/games/{game_id}/presence").json["seats"]
    assert [s["vacation"] for s in seats] == [False, False]
