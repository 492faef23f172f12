"""Challenges: send, list, accept (the game starts with both seated), decline with a reason,
cancel, expire; and every bad input a clear 4xx with nothing changed."""

from __future__ import annotations

import time
from typing import Any

import pytest

from tests.support.account_helpers import account_events, as_token, new_account, of_type
from tests.support.api_helpers import Caller


def challenge(sender: Caller, to: str, **extra: Any) -> Any:
    return sender.post("/v1/challenges", {"to": to, "type": "double_dash", **extra})


def sent(sender: Caller, to: str, **extra: Any) -> dict[str, Any]:
    r = challenge(sender, to, **extra)
    assert r.status_code == 201, r.json
    found: dict[str, Any] = r.json
    return found


def test_a_challenge_reaches_the_challenged_and_is_listed_both_ways(client: Any) -> None:
    ann, bob = new_account(client, "ann"), new_account(client, "bob")
    c = sent(ann, bob.id, clock={"per_move_seconds": 30}, seat=1)
    assert (c["status"], c["seat"], c["challenged_seat"], c["rated"]) == ("pending", 1, 0, False)
    assert c["challenger"] == {"id": ann.id, "name": "ann", "is_bot": False, "owner": None}
    assert of_type(account_events(bob), "challenge_received") == [c]
    assert of_type(account_events(ann), "challenge_received") == []
    assert bob.get("/v1/challenges").json == {"incoming": [c], "outgoing": []}
    assert ann.get("/v1/challenges").json == {"incoming": [], "outgoing": [c]}


def test_accepting_starts_the_game_with_both_seated_and_tells_both(client: Any) -> None:
    ann, bob = new_account(client, "ann"), new_account(client, "bob")
    c = sent(ann, bob.id, seat=1, rated=True, clock={"per_move_seconds": 60})
    r = bob.post(f"/v1/challenges/{c['id']}/accept")
    assert r.status_code == 200, r.json
    assert r.json["status"] == "accepted" and r.json["game_id"]
    game = ann.read(r.json["game_id"])["game"]
    assert game["status"] == "active" and game["rated"] is True
    assert [(s["seat"], s["player_id"]) for s in game["seats"]] == [(0, bob.id), (1, ann.id)]
    assert game["clock"]["per_move_seconds"] == 60
    for caller, seat in ((ann, 1), (bob, 0)):
        events = account_events(caller)
        assert of_type(events, "challenge_accepted") == [r.json]
        started = of_type(events, "game_started")
        assert [(s["game_id"], s["seat"], s["rated"]) for s in started] == [
            (game["id"], seat, True)]
        kinds = [e["type"] for e in events]
        assert kinds.index("challenge_accepted") < kinds.index("game_started")
    assert ann.get("/v1/challenges").json["outgoing"][0]["status"] == "accepted"


def test_declining_gives_a_reason_and_cancelling_withdraws(client: Any) -> None:
    ann, bob = new_account(client, "ann"), new_account(client, "bob")
    first, second = sent(ann, bob.id), sent(ann, bob.id)
    r = bob.post(f"/v1/challenges/{first['id']}/decline", {"reason": "tooFast"})
    assert (r.status_code, r.json["status"], r.json["decline_reason"]) == (
        200, "declined", "tooFast")
    assert of_type(account_events(ann), "challenge_declined") == [r.json]
    r = ann.post(f"/v1/challenges/{second['id']}/cancel")
    assert (r.status_code, r.json["status"]) == (200, "cancelled")
    assert of_type(account_events(bob), "challenge_cancelled") == [r.json]
    assert r.json["game_id"] is None


def test_a_challenge_nobody_answers_expires_and_tells_both(client: Any,
                                                           game_service: Any) -> None:
    ann, bob = new_account(client, "ann"), new_account(client, "bob")
    c = sent(ann, bob.id, expires_in=1)
    assert game_service.challenges.sweep(time.time()) >= 0  # not yet due: still pending
    assert bob.get("/v1/challenges").json["incoming"][0]["status"] == "pending"
    handled = game_service.challenges.sweep(c["expires_at"] + 0.01)
    assert handled >= 1
    for caller in (ann, bob):
        expired = of_type(account_events(caller), "challenge_expired")
        assert [(e["id"], e["status"]) for e in expired] == [(c["id"], "expired")]


def test_the_rules_workers_reconciler_expires_challenges_on_its_own(client: Any) -> None:
    ann, bob = new_account(client, "ann"), new_account(client, "bob")
    c = sent(ann, bob.id, expires_in=1)
    ends = time.monotonic() + 10
    while not of_type(account_events(bob), "challenge_expired"):
        assert time.monotonic() < ends, "no worker expired the challenge"
        time.sleep(0.2)
    assert of_type(account_events(ann), "challenge_expired")[0]["id"] == c["id"]


def test_accepting_an_expired_challenge_is_409_and_starts_nothing(client: Any) -> None:
    ann, bob = new_account(client, "ann"), new_account(client, "bob")
    c = sent(ann, bob.id, expires_in=1)
    time.sleep(1.1)
    r = bob.post(f"/v1/challenges/{c['id']}/accept")
    assert (r.status_code, r.json["code"]) == (409, "CHALLENGE_EXPIRED")
    assert of_type(account_events(bob), "game_started") == []
    r = bob.post(f"/v1/challenges/{c['id']}/accept")  # and it stays expired
    assert (r.status_code, r.json["code"], r.json["details"]["status"]) == (
        409, "CHALLENGE_CLOSED", "expired")


def test_answers_belong_to_their_side_and_come_once(client: Any) -> None:
    ann, bob, cat = (new_account(client, n) for n in ("ann", "bob", "cat"))
    c = sent(ann, bob.id)
    for caller, answer in ((cat, "accept"), (ann, "accept"), (ann, "decline"), (bob, "cancel"),
                           (cat, "cancel")):
        r = caller.post(f"/v1/challenges/{c['id']}/{answer}")
        assert (r.status_code, r.json["code"]) == (403, "NOT_YOUR_CHALLENGE"), (caller, answer)
    assert bob.get("/v1/challenges").json["incoming"][0]["status"] == "pending"  # unchanged
    assert bob.post(f"/v1/challenges/{c['id']}/accept").status_code == 200
    r = bob.post(f"/v1/challenges/{c['id']}/accept")
    assert (r.status_code, r.json["code"]) == (409, "CHALLENGE_CLOSED")
    r = ann.post(f"/v1/challenges/{c['id']}/cancel")
    assert (r.status_code, r.json["code"]) == (409, "CHALLENGE_CLOSED")
    assert len(of_type(account_events(bob), "game_started")) == 1
    r = bob.post("/v1/challenges/cnope/accept")
    assert (r.status_code, r.json["code"]) == (404, "CHALLENGE_NOT_FOUND")


@pytest.mark.parametrize(("extra", "status", "code"), [
    ({"to": "SELF"}, 400, "CANNOT_CHALLENGE_SELF"),
    ({"to": "nobody000000"}, 404, "PLAYER_NOT_FOUND"),
    ({"to": "BOT", "type": "flag_dash"}, 422, "GAME_TYPE_NOT_ACCEPTED"),
    ({"to": "BOB", "players": 3, "rated": True}, 422, "RATED_WITH_HOUSE_BOTS"),
    ({"to": "BOB", "players": 3}, 400, "BAD_OPTIONS"),  # Double Dash! is for two
    ({"to": "BOB", "options": {"nonsense": 1}}, 400, "BAD_OPTIONS"),
    ({"to": "BOB", "seat": 2}, 400, "BAD_OPTIONS"),
    ({"to": "BOB", "expires_in": 0}, 400, "VALIDATION_ERROR"),
    ({"to": "BOB", "type": "chess"}, 400, "VALIDATION_ERROR"),
])
def test_a_bad_challenge_is_a_clear_4xx_and_sends_nothing(
        client: Any, extra: dict[str, Any], status: int, code: str) -> None:
    ann, bob = new_account(client, "ann"), new_account(client, "bob")
    robo = new_account(client, "robo", bot=True, owner=ann, accepts=["double_dash"])
    names = {"SELF": ann.id, "BOB": bob.id, "BOT": robo.id}
    body = {"type": "double_dash", **extra, "to": names.get(extra["to"], extra["to"])}
    r = ann.post("/v1/challenges", body)
    assert (r.status_code, r.json["code"]) == (status, code), r.json
    for caller in (ann, bob, robo):
        assert caller.get("/v1/challenges").json == {"incoming": [], "outgoing": []}
        assert of_type(account_events(caller), "challenge_received") == []


def test_a_read_token_cannot_challenge_or_answer(client: Any) -> None:
    ann, bob = new_account(client, "ann"), new_account(client, "bob")
    made = bob.post("/v1/players/me/tokens", {"label": "r", "scopes": ["read"]}).json
    reader = as_token(bob, made["token"])
    r = challenge(reader, ann.id)
    assert (r.status_code, r.json["code"]) == (403, "INSUFFICIENT_SCOPE")
    c = sent(ann, bob.id)
    r = reader.post(f"/v1/challenges/{c['id']}/accept")
    assert (r.status_code, r.json["code"]) == (403, "INSUFFICIENT_SCOPE")
    assert reader.get("/v1/challenges").json["incoming"][0]["status"] == "pending"


def test_a_bad_decline_reason_is_400_and_changes_nothing(client: Any) -> None:
    ann, bob = new_account(client, "ann"), new_account(client, "bob")
    c = sent(ann, bob.id)
    r = bob.post(f"/v1/challenges/{c['id']}/decline", {"reason": "boring"})
    assert (r.status_code, r.json["code"]) == (400, "VALIDATION_ERROR")
    assert bob.get("/v1/challenges").json["incoming"][0]["status"] == "pending"


def test_a_crash_between_acceptance_and_the_game_is_healed_by_the_sweep(
        client: Any, game_service: Any) -> None:
    ann, bob = new_account(client, "ann"), new_account(client, "bob")
    c = sent(ann, bob.id)
    desk = game_service.challenges
    bob_player = game_service.authenticate(bob.token)
    # the acceptance's atomic step alone, as if the acceptor died before creating the game
    done = desk.challenges.answer(c, "accept", bob.id, time.time(), game_id="feedc0ffee01",
                                  sweep_at=time.time() + 30)
    assert done.challenge is not None and done.challenge["game_id"] == "feedc0ffee01"
    assert not game_service.store.meta("feedc0ffee01")
    desk.sweep(time.time())  # not yet overdue: the acceptor may still be at it
    assert not game_service.store.meta("feedc0ffee01")
    desk.sweep(time.time() + 31)
    game = ann.read("feedc0ffee01")["game"]
    assert [s["player_id"] for s in game["seats"]] == [ann.id, bob_player.id]
    desk.sweep(time.time() + 62)  # once only
    assert len(of_type(account_events(bob), "game_started")) == 1


def test_a_game_is_created_rated_or_casual_and_a_rated_one_has_no_house_bots(
        client: Any, game_service: Any) -> None:
    ann = new_account(client, "ann")
    rated = ann.create_game([{"kind": "human"}, {"kind": "human"}], seat=0, rated=True)
    assert rated["rated"] is True
    assert game_service.store.meta(rated["id"])["rated"] == "1"
    casual = ann.create_game([{"kind": "human"}, {"kind": "human"}], seat=0)
    assert casual["rated"] is False and game_service.store.meta(casual["id"])["rated"] == "0"
    r = ann.post("/v1/games", {"type": "double_dash", "seat": 0, "rated": True,
                               "seats": [{"kind": "human"}, {"kind": "bot"}]})
    assert (r.status_code, r.json["code"]) == (422, "RATED_WITH_HOUSE_BOTS")
    # nothing created: ann's games are still the two (other tests' games come and go)
    mine = [g for g in client.get("/v1/games?limit=100").json["games"]
            if any(s["player_id"] == ann.id for s in g["seats"])]
    assert sorted(g["id"] for g in mine) == sorted([rated["id"], casual["id"]])
