"""The account stream: game_started and your_turn written by the commit, each seat's own legal
moves only, resumable by cursor and Last-Event-ID, long-poll and SSE."""

from __future__ import annotations

import threading
import time
from typing import Any

from tests.support.account_helpers import (
    SseReader,
    account_events,
    frame_json,
    live_server,
    new_account,
    of_type,
)
from tests.support.api_helpers import Caller


def seated_duel(client: Any, game_type: str = "double_dash", **extra: Any
                ) -> tuple[Caller, Caller, str]:
    ann, bob = new_account(client, "ann"), new_account(client, "bob")
    game = ann.create_game([{"kind": "human"}, {"kind": "human"}], seat=0, game_type=game_type,
                           **extra)
    assert bob.post(f"/v1/games/{game['id']}/join", {"seat": 1}).status_code == 200
    return ann, bob, game["id"]


def test_the_join_that_fills_the_table_starts_the_game_on_both_streams(client: Any) -> None:
    ann, bob, game_id = seated_duel(client)
    read = ann.read(game_id)["game"]
    version, to_act = read["version"], read["to_act"]
    for seat, caller in enumerate((ann, bob)):
        events = account_events(caller)
        started = of_type(events, "game_started")
        assert started == [{
            "game_id": game_id, "game_type": "double_dash", "version": version, "seat": seat,
            "rated": False,
            "seats": [{"seat": 0, "player_id": ann.id, "name": "ann", "is_bot": False},
                      {"seat": 1, "player_id": bob.id, "name": "bob", "is_bot": False}],
        }]
        turns = of_type(events, "your_turn")
        if seat in to_act:
            legal = caller.get(f"/v1/games/{game_id}/legal-moves").json
            assert turns == [{"game_id": game_id, "game_type": "double_dash",
                              "version": version, "seat": seat, "clock": None,
                              "legal_moves": legal["moves"]}]
        else:
            assert turns == []


def test_a_move_hands_your_turn_to_the_next_seat_only(client: Any) -> None:
    ann, bob, game_id = seated_duel(client)
    read = ann.read(game_id)["game"]
    mover, other = (ann, bob) if read["to_act"] == [0] else (bob, ann)
    marks = {c.id: account_events(c)[-1]["id"] for c in (ann, bob)}
    move = mover.get(f"/v1/games/{game_id}/legal-moves").json["moves"][0]
    result = mover.post(f"/v1/games/{game_id}/moves", move).json
    after = ann.read(game_id)["game"]
    for caller in (ann, bob):
        fresh = account_events(caller, f"after={marks[caller.id]}")
        turns = of_type(fresh, "your_turn")
        seat = 0 if caller is ann else 1
        if seat in after["to_act"]:
            legal = caller.get(f"/v1/games/{game_id}/legal-moves").json
            assert turns == [{"game_id": game_id, "game_type": "double_dash",
                              "version": result["version"], "seat": seat, "clock": None,
                              "legal_moves": legal["moves"]}]
        else:
            assert turns == []
    assert other is not None


def test_simultaneous_seats_each_get_their_own_moves_and_no_one_elses(client: Any) -> None:
    ann, bob, game_id = seated_duel(client, game_type="dash_and_cache")
    assert ann.read(game_id)["game"]["to_act"] == [0, 1]
    for seat, caller in enumerate((ann, bob)):
        turns = of_type(account_events(caller), "your_turn")
        assert len(turns) == 1 and turns[0]["seat"] == seat
        legal = caller.get(f"/v1/games/{game_id}/legal-moves").json["moves"]
        assert turns[0]["legal_moves"] == legal
    # one seat moves: the other, still to act, is told again at the new version (its old
    # If-Match would be stale); the mover, done for the phase, is told nothing
    marks = {c.id: account_events(c)[-1]["id"] for c in (ann, bob)}
    move = ann.get(f"/v1/games/{game_id}/legal-moves").json["moves"][0]
    result = ann.post(f"/v1/games/{game_id}/moves", move).json
    to_act = ann.read(game_id)["game"]["to_act"]
    for seat, caller in enumerate((ann, bob)):
        turns = of_type(account_events(caller, f"after={marks[caller.id]}"), "your_turn")
        assert all(t["seat"] == seat for t in turns)  # never another seat's moves
        assert [t["version"] for t in turns] == ([result["version"]] if seat in to_act else [])


def test_house_bots_get_no_entries_and_the_clock_is_the_seats_own(client: Any) -> None:
    ann = new_account(client, "ann")
    game = ann.create_game([{"kind": "human"}, {"kind": "bot"}], seat=0,
                           clock={"per_move_seconds": 600})
    read = ann.read(game["id"])["game"]
    turns = of_type(account_events(ann), "your_turn")
    if read["to_act"] == [0]:
        assert turns[0]["clock"] == {"deadline": read["clock"]["deadlines"]["0"],
                                     "remaining": None}
    started = of_type(account_events(ann), "game_started")
    assert [s["seat"] for s in started] == [0]
    assert started[0]["seats"][1] == {"seat": 1, "player_id": None, "name": None,
                                      "is_bot": True}


def test_a_long_poll_waits_and_resumes_from_its_cursor(client: Any) -> None:
    ann, bob, game_id = seated_duel(client)
    read = ann.read(game_id)["game"]
    mover, waiter = (ann, bob) if read["to_act"] == [0] else (bob, ann)
    page = waiter.get("/v1/players/me/events").json  # no cursor: from now on
    assert page["events"] == []
    mark = page["last_event_id"]
    move = mover.get(f"/v1/games/{game_id}/legal-moves").json["moves"][0]
    timer = threading.Timer(0.5, lambda: mover.post(f"/v1/games/{game_id}/moves", move))
    began = time.monotonic()
    timer.start()
    try:
        page = waiter.get(f"/v1/players/me/events?after={mark}&wait=10").json
    finally:
        timer.join()
    assert 0.3 < time.monotonic() - began < 9
    assert [e["type"] for e in page["events"]] == ["your_turn"]
    assert page["last_event_id"] == page["events"][0]["id"]
    again = waiter.get(f"/v1/players/me/events?after={page['last_event_id']}").json
    assert again == {"events": [], "last_event_id": page["last_event_id"]}


def test_sse_resumes_after_last_event_id(app: Any) -> None:
    client = app.test_client()
    ann, _, _ = seated_duel(client)
    recorded = account_events(ann)
    assert len(recorded) >= 1
    with live_server(app) as host:
        reader = SseReader(host, "/v1/players/me/events",
                           {**ann.auth, "Last-Event-ID": "0"})
        try:
            frames = [reader.next_frame() for _ in recorded]
        finally:
            reader.close()
        assert [f["id"] for f in frames if f] == [e["id"] for e in recorded]
        assert [frame_json(f) for f in frames if f] == recorded
        reader = SseReader(host, "/v1/players/me/events",
                           {**ann.auth, "Last-Event-ID": recorded[0]["id"]})
        try:
            rest = [reader.next_frame() for _ in recorded[1:]]
        finally:
            reader.close()
        assert [f["id"] for f in rest if f] == [e["id"] for e in recorded[1:]]


def test_bad_cursors_are_400(client: Any) -> None:
    ann = new_account(client, "ann")
    for query in ("after=yesterday", "after=12", "wait=31", "limit=0"):
        r = ann.get(f"/v1/players/me/events?{query}")
        assert (r.status_code, r.json["code"]) == (400, "VALIDATION_ERROR"), query
    r = client.get("/v1/players/me/events")
    assert (r.status_code, r.json["code"]) == (401, "UNAUTHENTICATED")


def test_every_event_matches_its_schema_in_the_contract(app: Any) -> None:
    import jsonschema

    client = app.test_client()
    contract = client.get("/openapi.json").json
    ann, bob, _ = seated_duel(client)
    c = ann.post("/v1/challenges", {"to": bob.id, "type": "double_dash",
                                    "clock": {"initial_seconds": 300, "increment_seconds": 2}}
                 ).json
    bob.post(f"/v1/challenges/{c['id']}/accept")
    d = ann.post("/v1/challenges", {"to": bob.id, "type": "double_dash"}).json
    bob.post(f"/v1/challenges/{d['id']}/decline", {"reason": "later"})
    made = ann.post("/v1/players/me/tokens", {"label": "x", "scopes": ["read"]}).json
    ann.client.delete(f"/v1/players/me/tokens/{made['id']}", headers=ann.auth)
    events = account_events(ann) + account_events(bob)
    kinds = {e["type"] for e in events}
    assert {"game_started", "your_turn", "challenge_received", "challenge_accepted",
            "challenge_declined", "token_revoked"} <= kinds
    page = {"$ref": "#/components/schemas/AccountEvent", "components": contract["components"]}
    validator = jsonschema.Draft202012Validator(page)
    for event in events:
        errors = list(validator.iter_errors(event))
        assert not errors, (event["type"], errors[0].message)
    turns = [e["data"] for e in events if e["type"] == "your_turn" and e["data"]["clock"]]
    assert turns and turns[0]["clock"]["remaining"] == 300
