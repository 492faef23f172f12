"""Tournaments over the API: create (201, Location), list, read, join and withdraw with their
codes, paged standings, and the event stream as a long-poll page and as Server-Sent Events."""

from __future__ import annotations

import time
from typing import Any

EVENT = {"name": "HTTP cup", "type": "double_dash", "format": "swiss", "rounds": 3,
         "clock": {"per_move_seconds": 30}}


def test_an_event_is_made_listed_joined_and_left_over_http(new_player: Any) -> None:
    ann, bob, cat = new_player("ann"), new_player("bob"), new_player("cat")
    r = ann.post("/v1/tournaments", {**EVENT, "starts_at": time.time() + 3600,
                                     "max_players": 2})
    assert r.status_code == 201, r.json
    made = r.json
    assert r.headers["Location"].endswith(f"/v1/tournaments/{made['id']}")
    assert (made["status"], made["entrants"], made["clock"]["on_expiry"]) == (
        "open", 0, "forfeit")
    listed = ann.get("/v1/tournaments?status=upcoming&limit=100").json["tournaments"]
    assert made["id"] in [t["id"] for t in listed]
    for caller in (ann, bob):
        assert caller.post(f"/v1/tournaments/{made['id']}/join").json["entrants"] in (1, 2)
    for caller, path, status, code in (
        (cat, "join", 409, "TOURNAMENT_FULL"), (ann, "join", 409, "ALREADY_REGISTERED"),
        (cat, "withdraw", 409, "NOT_REGISTERED"),
    ):
        r = caller.post(f"/v1/tournaments/{made['id']}/{path}")
        assert (r.status_code, r.json["code"]) == (status, code)
    assert bob.post(f"/v1/tournaments/{made['id']}/withdraw").json["entrants"] == 1
    r = bob.post(f"/v1/tournaments/{made['id']}/withdraw")
    assert (r.status_code, r.json["code"]) == (409, "ALREADY_WITHDRAWN")
    r = ann.get("/v1/tournaments/nosuchevent")
    assert (r.status_code, r.json["code"]) == (404, "TOURNAMENT_NOT_FOUND")
    page = ann.get(f"/v1/tournaments/{made['id']}/standings?limit=1").json
    assert page["total"] == 2 and page["next_offset"] == 1 and len(page["standings"]) == 1
    assert ann.get(f"/v1/tournaments/{made['id']}/standings?offset=1").json[
        "next_offset"] is None
    events = ann.get(f"/v1/tournaments/{made['id']}/events?after=0").json
    assert [e["type"] for e in events["events"]] == ["joined", "joined", "withdrew"]


def test_bad_events_get_their_codes(new_player: Any) -> None:
    ann = new_player("ann")
    for body, status, code in (
        ({"table_size": 3}, 400, "PLAYER_COUNT_UNSUPPORTED"),
        ({"rounds": 0}, 400, "VALIDATION_ERROR"),
        ({"max_players": 1}, 400, "BAD_OPTIONS"),
        ({"starts_at": time.time() - 3600}, 400, "BAD_OPTIONS"),
        ({"rated": True, "house_bots": 2}, 400, "RATED_WITH_BOTS"),
        ({"clock": None}, 400, "VALIDATION_ERROR"),
        ({"format": "knockout"}, 400, "VALIDATION_ERROR"),
    ):
        r = ann.post("/v1/tournaments", {**EVENT, **body})
        assert (r.status_code, r.json["code"]) == (status, code), (body, r.json)


def test_the_event_stream_as_server_sent_events(new_player: Any) -> None:
    ann = new_player("ann")
    made = ann.post("/v1/tournaments", {**EVENT, "starts_at": time.time() + 3600}).json
    ann.post(f"/v1/tournaments/{made['id']}/join")
    r = ann.client.get(f"/v1/tournaments/{made['id']}/events",
                       headers={"Accept": "text/event-stream", "Last-Event-ID": "0"},
                       buffered=False)
    assert r.status_code == 200 and r.mimetype == "text/event-stream"
    frames = r.response
    text = next(frames) + next(frames)
    r.close()
    body = text.decode() if isinstance(text, bytes) else text
    assert ": tournament events" in body and '"type": "joined"' in body
