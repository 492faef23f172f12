"""Web Push over the API (docs/PUSH.md): the VAPID key, a device's subscription, quiet hours,
refusals with stable codes that keep nothing, and the scopes."""

from __future__ import annotations

from typing import Any

from tests.support.api_helpers import Caller
from tests.support.push_service import Device, b64, unb64


def put(caller: Caller, url: str, body: Any) -> Any:
    return caller.client.put(url, json=body, headers=caller.auth)


def test_a_device_opts_in_lists_and_opts_out(new_player: Any) -> None:
    ann = new_player("ann")
    key = Caller(ann.client).get("/v1/push/vapid-key")
    assert key.status_code == 200 and len(unb64(key.json["public_key"])) == 65
    device = Device("https://push.example/send/abc")
    made = ann.post("/v1/players/me/push/subscriptions", {**device.subscription,
                                                          "device": "phone"})
    assert made.status_code == 201, made.json
    assert set(made.json) == {"id", "endpoint", "device", "created_at"}
    listed = ann.get("/v1/players/me/push/subscriptions").json["subscriptions"]
    assert [(s["id"], s["device"]) for s in listed] == [(made.json["id"], "phone")]
    gone = ann.client.delete(f"/v1/players/me/push/subscriptions/{made.json['id']}",
                             headers=ann.auth)
    assert gone.status_code == 204
    again = ann.client.delete(f"/v1/players/me/push/subscriptions/{made.json['id']}",
                              headers=ann.auth)
    assert again.json["code"] == "PUSH_SUBSCRIPTION_NOT_FOUND"


def test_bad_subscriptions_and_hours_answer_stable_codes_and_keep_nothing(
        new_player: Any) -> None:
    bob = new_player("bob")
    good = Device("https://push.example/send/b").subscription
    bad = [
        {**good, "endpoint": "ftp://push.example/send/b"},  # not https (the tests allow http)
        {**good, "keys": {**good["keys"], "p256dh": b64(b"\x04" + b"\x07" * 64)}},  # off curve
        {**good, "keys": {**good["keys"], "auth": b64(b"short")}},
    ]
    for body in bad:
        r = bob.post("/v1/players/me/push/subscriptions", body)
        assert (r.status_code, r.json["code"]) == (422, "BAD_PUSH_SUBSCRIPTION"), body
    r = bob.post("/v1/players/me/push/subscriptions", {"endpoint": "https://x"})
    assert (r.status_code, r.json["code"]) == (400, "VALIDATION_ERROR")
    assert bob.get("/v1/players/me/push/subscriptions").json["subscriptions"] == []
    hours = put(bob, "/v1/players/me/push/quiet-hours", {"start_hour": 25, "end_hour": 7})
    assert (hours.status_code, hours.json["code"]) == (400, "VALIDATION_ERROR")
    assert bob.get("/v1/players/me/push/quiet-hours").json == {"quiet_hours": None}
    ok = put(bob, "/v1/players/me/push/quiet-hours", {"start_hour": 22, "end_hour": 7})
    assert ok.json == {"quiet_hours": {"start_hour": 22, "end_hour": 7,
                                       "utc_offset_minutes": 0}}
    bob.client.delete("/v1/players/me/push/quiet-hours", headers=bob.auth)
    assert bob.get("/v1/players/me/push/quiet-hours").json == {"quiet_hours": None}


def test_subscribing_needs_the_play_scope(new_player: Any) -> None:
    cat = new_player("cat")
    token = cat.post("/v1/players/me/tokens", {"label": "r", "scopes": ["read"]}).json["token"]
    reader = Caller(cat.client, token, cat.id)
    r = reader.post("/v1/players/me/push/subscriptions", Device("https://p.example/c")
                    .subscription)
    assert (r.status_code, r.json["code"]) == (403, "INSUFFICIENT_SCOPE")
    assert reader.get("/v1/players/me/push/subscriptions").status_code == 200
    assert Caller(cat.client).get("/v1/players/me/push/subscriptions").status_code == 401
