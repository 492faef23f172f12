"""Every acting route refuses a read-only token (docs/ACCOUNTS.md, "Tokens and scopes").

The walk covers every rule of the app's URL map, so a route added later without
``scope="act"`` fails here unless it is listed among the read-like exceptions below.
"""

from __future__ import annotations

from typing import Any

from tests.support.api_helpers import Caller

READ_LIKE = {
    # Watching is reading: the public view, the same as an anonymous caller gets.
    ("POST", "/v1/games/<game_id>/spectate"),
    # Token administration stays within the caller's own scopes (``_may_grant``): a read
    # token makes, rotates or revokes only read tokens, and may revoke itself.
    ("POST", "/v1/players/me/tokens"),
    ("POST", "/v1/players/me/tokens/<token_id>/rotate"),
    ("DELETE", "/v1/players/me/tokens/<token_id>"),
}
SAFE = {"GET", "HEAD", "OPTIONS"}


def _reader(client: Any) -> tuple[Caller, Caller]:
    r = client.post("/v1/players", json={"name": "ann", "bot": False})
    ann = Caller(client, r.json["token"], r.json["id"])
    made = ann.post("/v1/players/me/tokens", {"label": "watcher", "scopes": ["read"]})
    assert made.status_code == 201, made.json
    return ann, Caller(client, made.json["token"], ann.id)


def test_every_acting_route_refuses_a_read_token(app: Any, client: Any) -> None:
    ann, reader = _reader(client)
    game = ann.create_game([{"kind": "human"}, {"kind": "human"}], seat=0)
    ids = {"game_id": game["id"], "challenge_id": "c0ffee000000", "seek_id": "5eec00000000",
           "token_id": "t0000000000", "player_id": ann.id, "subscription_id": "0" * 16,
           "message_id": "1", "webhook_id": "wh_0000000000000000",
           "tournament_id": "70a400000000"}
    walked = []
    for rule in app.url_map.iter_rules():
        for method in sorted(rule.methods - SAFE):
            if (method, rule.rule) in READ_LIKE:
                continue
            url = rule.rule
            for name in rule.arguments:
                url = url.replace(f"<{name}>", ids[name])
            r = client.open(url, method=method, json={}, headers=reader.auth)
            assert (r.status_code, (r.json or {}).get("code")) == (403, "INSUFFICIENT_SCOPE"), \
                (method, rule.rule, r.status_code, r.json)
            walked.append((method, rule.rule))
    assert ("POST", "/v1/seeks") in walked and ("POST", "/v1/games/<game_id>/rematch") in walked
    assert ("DELETE", "/v1/seeks/<seek_id>") in walked and ("POST", "/v1/players") in walked
    assert len(walked) >= 12
    assert ann.read(game["id"])["game"]["version"] == game["version"]  # nothing changed


def test_the_read_like_exceptions_grant_nothing_beyond_read(client: Any) -> None:
    ann, reader = _reader(client)
    game = ann.create_game([{"kind": "human"}, {"kind": "human"}], seat=0)
    assert reader.post(f"/v1/games/{game['id']}/spectate").status_code == 200
    r = reader.post("/v1/players/me/tokens", {"label": "more", "scopes": ["play"]})
    assert (r.status_code, r.json["code"]) == (403, "SCOPE_NOT_ALLOWED")
    first = ann.get("/v1/players/me").json["token_id"]
    r = client.delete(f"/v1/players/me/tokens/{first}", headers=reader.auth)
    assert (r.status_code, r.json["code"]) == (403, "SCOPE_NOT_ALLOWED")
    r = reader.post(f"/v1/players/me/tokens/{first}/rotate")
    assert (r.status_code, r.json["code"]) == (403, "SCOPE_NOT_ALLOWED")
