"""Seeks over the API, paired by the session's real pairing worker (``ai,pairing``).

Each test seeks with a clock of its own, so its seeks share a bucket with nobody else's."""

from __future__ import annotations

import itertools
from typing import Any

from dashgames.accounts.inbox import Inbox
from tests.support.api_helpers import DOUBLE, Caller

CACHE = "dash_and_cache"
_clocks = itertools.count(1000)


def clock() -> dict[str, float]:
    """A clock no other test's seeks have: a bucket of the test's own."""
    return {"per_move_seconds": float(next(_clocks))}


def seek(caller: Caller, **body: Any) -> Any:
    return caller.post("/v1/seeks", {"type": DOUBLE, "players": [2], **body})


def waiting_ids(caller: Caller) -> list[str]:
    return [s["id"] for s in caller.get("/v1/seeks?limit=100").json["seeks"]]


def test_bad_seeks_are_refused_and_leave_nothing(new_player: Any) -> None:
    ann = new_player("ann")
    before = waiting_ids(ann)
    for body, status, code in (
        ({"rated": True, "bots": True}, 400, "RATED_WITH_BOTS"),
        ({"players": [3]}, 400, "PLAYER_COUNT_UNSUPPORTED"),
        ({"type": CACHE, "players": [1, 3]}, 400, "PLAYER_COUNT_UNSUPPORTED"),
        ({"type": CACHE, "players": [11]}, 400, "PLAYER_COUNT_UNSUPPORTED"),
        ({"type": "chess"}, 400, "VALIDATION_ERROR"),
        ({"players": []}, 400, "VALIDATION_ERROR"),
        ({"options": {"no_such_option": 1}}, 400, "BAD_OPTIONS"),
        ({"clock": {"increment_seconds": 2}}, 400, "VALIDATION_ERROR"),
        ({"bots": True, "bot_level": "grandmaster"}, 400, "BAD_OPTIONS"),
    ):
        r = seek(ann, **{"clock": clock(), **body})
        assert (r.status_code, r.json["code"]) == (status, code), (body, r.json)
    assert waiting_ids(ann) == before
    r = ann.post("/v1/seeks", {"type": DOUBLE, "players": [2]}, Authorization="Bearer nope")
    assert r.status_code == 401


def test_a_seek_is_listed_read_by_its_owner_only_and_withdrawn(new_player: Any) -> None:
    ann, eve = new_player("ann"), new_player("eve")
    r = seek(ann, clock=clock(), players=[2, 2])
    assert r.status_code == 201, r.json
    mine = r.json
    assert r.headers["Location"].endswith(f"/v1/seeks/{mine['id']}")
    assert mine["status"] == "waiting" and mine["players"] == [2] and mine["rating"] == 1500.0
    assert mine["expires_at"] > mine["created_at"] and mine["game_id"] is None
    assert mine["id"] in waiting_ids(eve)
    again = seek(ann, clock=clock())
    assert again.status_code == 409 and again.json["code"] == "ALREADY_SEEKING"
    assert again.json["details"]["seek_id"] == mine["id"]
    read = ann.get(f"/v1/seeks/{mine['id']}").json
    assert read["status"] == "waiting" and read["expires_at"] > mine["expires_at"]  # refreshed
    for who in (eve, ann):
        missing = who.get("/v1/seeks/nosuchseek")
        assert missing.status_code == 404 and missing.json["code"] == "SEEK_NOT_FOUND"
    r = eve.client.delete(f"/v1/seeks/{mine['id']}", headers=eve.auth)
    assert r.status_code == 404 and r.json["code"] == "SEEK_NOT_FOUND"
    assert eve.get(f"/v1/seeks/{mine['id']}").status_code == 404
    r = ann.client.delete(f"/v1/seeks/{mine['id']}", headers=ann.auth)
    assert r.status_code == 204
    assert mine["id"] not in waiting_ids(ann)
    assert ann.get(f"/v1/seeks/{mine['id']}").status_code == 404
    assert seek(ann, clock=clock()).status_code == 201  # free to seek again


def test_two_seekers_are_paired_by_the_worker_and_told(new_player: Any, game_service: Any
                                                       ) -> None:
    ann, bob = new_player("ann"), new_player("bob")
    same = clock()
    ann_seek = seek(ann, clock=same).json
    bob_seek = seek(bob, clock=same).json
    paired = ann.get(f"/v1/seeks/{ann_seek['id']}?wait=20").json  # a long-poll
    assert paired["status"] == "paired", paired
    game_id = paired["game_id"]
    assert bob.get(f"/v1/seeks/{bob_seek['id']}").json["game_id"] == game_id
    read = ann.read(game_id)
    assert read["game"]["status"] == "active" and read["game"]["private"] is False
    seats = {s["player_id"]: s["seat"] for s in read["game"]["seats"]}
    assert set(seats) == {ann.id, bob.id}
    assert read["game"]["clock"]["per_move_seconds"] == same["per_move_seconds"]
    inbox = Inbox(game_service.store.redis, game_service.settings.key_prefix)
    for caller in (ann, bob):
        started = [{k: e.data[k] for k in ("game_id", "game_type", "seat", "rated")}
                   for e in inbox.after(caller.id, "0") if e.type == "game_started"]
        assert started == [{"game_id": game_id, "game_type": DOUBLE,
                            "seat": seats[caller.id], "rated": False}]
    r = ann.client.delete(f"/v1/seeks/{ann_seek['id']}", headers=ann.auth)
    assert r.status_code == 409 and r.json["code"] == "SEEK_ALREADY_PAIRED"
    assert r.json["details"]["game_id"] == game_id
    assert ann_seek["id"] not in waiting_ids(ann)


def test_a_lone_seeker_who_allows_bots_gets_a_table_with_house_bots(new_player: Any) -> None:
    ann = new_player("ann")
    mine = seek(ann, type=CACHE, players=[3], bots=True, bot_level="strong", clock=clock()).json
    assert mine["bot_level"] == "search"  # what `strong` stands for in this game for now
    paired = ann.get(f"/v1/seeks/{mine['id']}?wait=20").json
    assert paired["status"] == "paired", paired
    seats = ann.read(paired["game_id"])["game"]["seats"]
    assert sorted((s["kind"], s["player_id"]) for s in seats if s["kind"] == "human") == [
        ("human", ann.id)]
    assert [s["kind"] for s in seats].count("bot") == 2
    # The house bots play at the level the seeker asked for.
    assert {s["bot_level"] for s in seats if s["kind"] == "bot"} == {"search"}
