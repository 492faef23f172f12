"""Web Push end to end: the server's real pywebpush request reaches a push service on loopback,
which checks the VAPID signature and decrypts the payload with the subscription's own keys."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from dashgames.accounts.inbox import Inbox
from dashgames.play.types import ClockSpec, SeatSpec
from dashgames.push.errors import BadQuietHours, BadSubscription, SubscriptionNotFound
from dashgames.push.service import PushService, check_subscription, connect, is_quiet
from tests.support.push_service import b64, check_vapid, push_service


def alone(backend: Any) -> PushService:
    """A notifier of this test's own, under a key prefix the session's push worker does not
    look at (so only the test runs its passes)."""
    return connect(backend.store.redis, replace(backend.settings, key_prefix="pushalone:"))


HUMANS = [SeatSpec("human"), SeatSpec("human")]
ROLL = {"type": "roll", "dice": 1}


def test_a_your_turn_arrives_encrypted_and_signed_and_opens_the_game(backend: Any,
                                                                    players: Any) -> None:
    """The notifier worker (a real Celery worker on the ``push`` queue) pushes Bob's turn to
    his device after Ann moves in a one-day-per-move game; the payload decrypts with the
    device's keys and names the game's link; Ann, who has no turn, gets nothing."""
    ann, bob = players(2)
    with push_service() as service:
        phone, laptop = service.device("bob-phone"), service.device("ann-laptop")
        backend.push.subscribe(bob.id, phone.subscription, "phone")
        backend.push.subscribe(ann.id, laptop.subscription, "laptop")
        game = backend.create_game(ann, "toy_duel", {"target": 50}, HUMANS, 0,
                                   clock=ClockSpec(per_move_seconds=86400))
        backend.join(bob, game.id, 1)
        # Ann's first turn reaches her laptop, then her move hands Bob the turn.
        [first] = service.wait_for("ann-laptop")
        assert laptop.decrypt(first.body)["url"] == f"#/game/{game.id}"
        played = backend.submit_move(ann, game.id, ROLL, None, None, False)
        assert played.error is None
        [push] = service.wait_for("bob-phone")
        body = phone.decrypt(push.body)
        assert body == {"type": "your_turn", "title": "Your turn",
                        "body": "It is your move in toy duel.", "url": f"#/game/{game.id}",
                        "tag": f"game-{game.id}", "game_id": game.id}
        assert push.headers["content-encoding"] == "aes128gcm"
        assert int(push.headers["ttl"]) == 86400
        claims = check_vapid(push.headers["authorization"], phone.endpoint,
                             backend.push.public_key())
        assert claims["sub"].startswith("mailto:")
        # Nothing else: one push each so far (Ann's turn is not Bob's, and no one was told twice)
        assert [r.path for r in service.received] == ["ann-laptop", "bob-phone"]


def test_an_expired_subscription_is_removed_and_quiet_hours_hold(backend: Any,
                                                               players: Any) -> None:
    [cat] = players(1)
    inbox = Inbox(backend.store.redis, alone(backend).store.prefix)
    with push_service() as service:
        old, new = service.device("old"), service.device("new")
        service.gone.add("old")
        pushing = alone(backend)
        for device in (old, new):
            pushing.subscribe(cat.id, device.subscription)
        inbox.publish(cat.id, "your_turn", {"game_id": "g1", "game_type": "double_dash"})
        result = pushing.notify(cat.id)
        assert (result.sent, result.removed) == (1, 1)
        assert [s["endpoint"] for s in pushing.subscriptions(cat.id)] == [new.endpoint]
        assert new.decrypt(service.wait_for("new")[0].body)["url"] == "#/game/g1"
        # Quiet from 22:00 to 07:00 at UTC+2: 23:30 local is quiet, nothing is sent (and not
        # sent later either: the game is the record).
        pushing.set_quiet_hours(cat.id, {"start_hour": 22, "end_hour": 7,
                                         "utc_offset_minutes": 120})
        pushing.clock = lambda: 21.5 * 3600  # 21:30 UTC = 23:30 at UTC+2
        inbox.publish(cat.id, "challenge_received", {"id": "c1", "game_type": "flag_dash",
                                                     "challenger": {"name": "ann"}})
        assert pushing.notify(cat.id).quiet == 1
        pushing.clock = lambda: 6 * 3600  # 08:00 local: no longer quiet
        inbox.publish(cat.id, "game_finished", {"game_id": "g1", "result": "won"})
        assert pushing.notify(cat.id).sent == 1
        late = service.wait_for("new", 2)[1]
        assert new.decrypt(late.body) == {"type": "game_finished", "title": "Game finished",
                                          "body": "You won.", "url": "#/game/g1",
                                          "tag": "game-g1", "game_id": "g1"}
        assert sorted(r.path for r in service.received) == ["new", "new", "old"]  # old: a 410


def test_a_turn_of_several_steps_is_told_once(backend: Any, players: Any) -> None:
    """A ``your_turn`` at the version right after the last one told continues the same turn
    (the player moved and acts again): not pushed again. One after the others moved is."""
    [dee] = players(1)
    pushing = alone(backend)
    inbox = Inbox(backend.store.redis, pushing.store.prefix)
    with push_service() as service:
        phone = service.device("dee")
        pushing.subscribe(dee.id, phone.subscription)
        for version in (5, 6, 7):  # her turn at 5, her own moves make 6 and 7
            inbox.publish(dee.id, "your_turn", {"game_id": "g2", "game_type": "dc_dash",
                                                "version": version})
        assert pushing.notify(dee.id).sent == 1
        inbox.publish(dee.id, "your_turn", {"game_id": "g2", "game_type": "dc_dash",
                                            "version": 8})  # still her turn
        assert pushing.notify(dee.id).sent == 0
        inbox.publish(dee.id, "your_turn", {"game_id": "g2", "game_type": "dc_dash",
                                            "version": 11})  # the others moved: a new turn
        assert pushing.notify(dee.id).sent == 1
        assert [phone.decrypt(r.body)["type"] for r in service.wait_for("dee", 2)] == [
            "your_turn", "your_turn"]


def test_quiet_hours_are_read_in_local_time() -> None:
    quiet = {"start_hour": 22, "end_hour": 7, "utc_offset_minutes": 0}
    assert [is_quiet(quiet, h * 3600) for h in (21, 22, 23, 0, 6, 7, 12)] == [
        False, True, True, True, True, False, False]
    day = {"start_hour": 9, "end_hour": 17, "utc_offset_minutes": -300}  # UTC-5
    assert [is_quiet(day, h * 3600) for h in (13, 14, 21, 22)] == [False, True, True, False]
    assert not is_quiet(None, 0)


@pytest.mark.parametrize(("change", "field"), [
    ({"endpoint": "ftp://push.example/x"}, "endpoint"),
    ({"endpoint": "https://" + "a" * 1100}, "endpoint"),
    ({"keys": {"p256dh": b64(b"\x04" + b"\x01" * 64), "auth": b64(b"a" * 16)}}, "keys.p256dh"),
    ({"keys": {"p256dh": "not base64 !!", "auth": b64(b"a" * 16)}}, "keys.p256dh"),
    ({"keys": None}, "keys.p256dh"),
    ("short auth", "keys.auth"),
])
def test_a_bad_subscription_is_refused_and_nothing_is_kept(
        backend: Any, players: Any, change: Any, field: str) -> None:
    [dan] = players(1)
    pushing = alone(backend)
    with push_service() as service:
        good = service.device("d").subscription
    body = ({**good, "keys": {**good["keys"], "auth": b64(b"x" * 8)}}
            if change == "short auth" else {**good, **change})
    with pytest.raises(BadSubscription) as refused:
        pushing.subscribe(dan.id, body)
    assert refused.value.code == "BAD_PUSH_SUBSCRIPTION"
    assert refused.value.details["field"] == field
    assert pushing.subscriptions(dan.id) == []
    assert dan.id not in pushing.store.accounts()


def test_a_plain_http_endpoint_is_refused_unless_allowed() -> None:
    with push_service() as service:
        good = service.device("x").subscription
    assert check_subscription(good, allow_http=True)["endpoint"] == good["endpoint"]
    with pytest.raises(BadSubscription, match="https URL"):
        check_subscription(good)


def test_subscriptions_are_listed_without_keys_replaced_by_endpoint_and_removed(
        backend: Any, players: Any) -> None:
    [eve] = players(1)
    pushing = alone(backend)
    with push_service() as service:
        device = service.device("eve")
    first = pushing.subscribe(eve.id, device.subscription, "phone")
    again = pushing.subscribe(eve.id, device.subscription, "phone again")
    assert first["id"] == again["id"]
    [shown] = pushing.subscriptions(eve.id)
    assert set(shown) == {"id", "endpoint", "device", "created_at"}
    assert shown["device"] == "phone again"
    pushing.unsubscribe(eve.id, first["id"])
    assert pushing.subscriptions(eve.id) == []
    with pytest.raises(SubscriptionNotFound):
        pushing.unsubscribe(eve.id, first["id"])
    with pytest.raises(BadQuietHours):
        pushing.set_quiet_hours(eve.id, {"start_hour": 24, "end_hour": 1})


def test_every_process_shares_one_generated_vapid_key(backend: Any) -> None:
    one = alone(backend)
    two = alone(backend)
    assert one.public_key() == two.public_key()
    assert len(json.dumps(one.public_key())) > 80  # 65 bytes, base64url
    assert PushService.generate_key() != PushService.generate_key()

