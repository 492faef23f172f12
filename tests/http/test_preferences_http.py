"""``GET/PUT /v1/players/me/preferences``: "confirm my moves" kept with the account (off by
default), read back through another token of the same account; a read token may not change
it; a bad body changes nothing."""

from __future__ import annotations

from typing import Any

from tests.support.api_helpers import Caller

URL = "/v1/players/me/preferences"


def test_confirm_my_moves_follows_the_account(new_player: Any) -> None:
    ann = new_player("ann")
    assert ann.get(URL).json == {"confirm_moves": False}
    r = ann.client.put(URL, json={"confirm_moves": True}, headers=ann.auth)
    assert (r.status_code, r.json) == (200, {"confirm_moves": True})
    phone = ann.post("/v1/players/me/tokens", {"label": "phone", "scopes": ["play", "read"]})
    on_phone = Caller(ann.client, phone.json["token"])
    assert on_phone.get(URL).json == {"confirm_moves": True}
    assert ann.client.put(URL, json={}, headers=ann.auth).json == {"confirm_moves": True}
    assert new_player("bob").get(URL).json == {"confirm_moves": False}  # per account


def test_refusals_change_nothing(new_player: Any) -> None:
    ann = new_player("ann")
    for body in ({"confirm_moves": "sometimes"}, {"confirm_moves": True, "colour": "red"}):
        r = ann.client.put(URL, json=body, headers=ann.auth)
        assert (r.status_code, r.json["code"]) == (400, "VALIDATION_ERROR"), body
    reader = ann.post("/v1/players/me/tokens", {"label": "watch", "scopes": ["read"]}).json
    r = ann.client.put(URL, json={"confirm_moves": True},
                       headers={"Authorization": f"Bearer {reader['token']}"})
    assert (r.status_code, r.json["code"]) == (403, "INSUFFICIENT_SCOPE")
    assert ann.client.put(URL, json={"confirm_moves": True}).status_code == 401
    assert ann.get(URL).json == {"confirm_moves": False}
