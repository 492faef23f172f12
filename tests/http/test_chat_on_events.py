"""The table's chat on the game's event stream (docs/CHAT.md, "On the game's event stream"):
asked for with ``chat_after``, carried on a cursor of its own so the events' Last-Event-ID stays
version-ordered; a message wakes a waiting reader at once; mutes, free text, spectators and
bots as in ``GET .../chat``; a reader who did not ask never meets it."""

from __future__ import annotations

import json
import threading
import time
from typing import Any

from dashgames.http.app import create_app
from tests.http.test_events import play_first_legal_move, read_sse, server  # noqa: F401
from tests.support.api_helpers import Caller, seat_callers


def page(caller: Caller, game_id: str, query: str) -> Any:
    return caller.get(f"/v1/games/{game_id}/events?{query}")


def say(caller: Caller, game_id: str, phrase: str) -> None:
    r = caller.post(f"/v1/games/{game_id}/chat", {"phrase": phrase})
    assert r.status_code == 201, r.json


def test_a_long_poll_carries_the_chat_on_its_own_cursor(duel: Any) -> None:
    ann, bob, game_id = duel
    mark = page(bob, game_id, "").json["last_event_id"] or "0"
    # Without chat_after the page is the 1.x page, chat or not.
    say(ann, game_id, "good_luck")
    assert page(bob, game_id, f"after={mark}").json == {"events": [], "last_event_id": mark}
    # A waiting reader is woken by a message: the game's cursor does not move.
    timer = threading.Timer(0.5, say, (ann, game_id, "gg"))
    began = time.monotonic()
    timer.start()
    try:
        got = page(bob, game_id, f"after={mark}&chat_after=1&wait=10").json
    finally:
        timer.join()
    assert 0.3 < time.monotonic() - began < 5, "woken by the message, not the wait's end"
    assert (got["events"], got["last_event_id"], got["chat_last_id"]) == ([], mark, 2)
    assert [(m["id"], m["text"], m["seat"]) for m in got["chat"]] == [(2, "GG", 0)]
    # From the start of the chat, with the game's own events in the same page.
    mover, _, _ = seat_callers(duel)
    result = play_first_legal_move(mover, game_id)
    both = page(bob, game_id, f"after={mark}&chat_after=0").json
    assert [m["text"] for m in both["chat"]] == ["Good luck!", "GG"]
    assert both["events"][-1]["version"] == result["version"]
    caught_up = page(bob, game_id, f"after={both['last_event_id']}&chat_after=2").json
    assert (caught_up["events"], caught_up["chat"], caught_up["chat_last_id"]) == ([], [], 2)


def test_muted_players_and_closed_tables_on_the_stream(duel: Any, new_player: Any) -> None:
    ann, bob, game_id = duel
    bob.post("/v1/players/me/chat/mutes", {"player_id": ann.id})
    say(ann, game_id, "oops")
    muted = page(bob, game_id, "chat_after=0").json
    assert (muted["chat"], muted["chat_last_id"]) == ([], 1), "skipped, and the cursor moves on"
    assert [m["text"] for m in page(ann, game_id, "chat_after=0").json["chat"]] == ["Oops!"]
    eve = new_player("eve")  # a spectator reads while the table allows it
    assert [m["text"] for m in page(eve, game_id, "chat_after=0").json["chat"]] == ["Oops!"]
    ann.client.put(f"/v1/games/{game_id}/chat/settings", json={"spectators": "off"},
                   headers=ann.auth)
    closed = page(eve, game_id, "chat_after=0")
    assert (closed.status_code, closed.json["code"]) == (403, "CHAT_NOT_ALLOWED")
    assert page(eve, game_id, "").status_code == 200, "the events stay open to spectators"
    bad = page(bob, game_id, "chat_after=-1")
    assert (bad.status_code, bad.json["code"]) == (400, "VALIDATION_ERROR")


def test_a_bot_meets_the_chat_on_its_stream_only_when_its_owner_allows(
        game_service: Any) -> None:
    client = create_app(backend=game_service).test_client()
    made = client.post("/v1/players", json={"name": "ann"}).json
    ann = Caller(client, made["token"], made["id"])
    bot_made = client.post("/v1/players", json={"name": "annbot", "bot": True},
                           headers=ann.auth).json
    bot = Caller(client, bot_made["token"], bot_made["id"])
    game = ann.create_game([{"kind": "human"}, {"kind": "human"}], seat=0)
    assert bot.post(f"/v1/games/{game['id']}/join", {"seat": 1}).status_code == 200
    say(ann, game["id"], "hello")
    assert page(bot, game["id"], "chat_after=0").json["code"] == "CHAT_NOT_ALLOWED"
    client.put("/v1/players/me/chat", json={"bots_read": True}, headers=ann.auth)
    assert [m["text"] for m in page(bot, game["id"], "chat_after=0").json["chat"]] == ["Hello!"]


def test_sse_sends_chat_frames_without_ids(duel: Any, server: str) -> None:  # noqa: F811
    ann, bob, game_id = duel
    mover, _, _ = seat_callers(duel)
    play_first_legal_move(mover, game_id)
    recorded = page(bob, game_id, "").json["events"]
    say(ann, game_id, "good_luck")
    path = f"/v1/games/{game_id}/events?chat_after=0"
    frames = read_sse(server, path, bob.auth, len(recorded) + 1)
    assert [f.get("id") for f in frames[:-1]] == [e["id"] for e in recorded]
    chat_frame = frames[-1]
    assert (chat_frame.get("event"), "id" in chat_frame) == ("chat", False)
    assert json.loads(chat_frame["data"])["text"] == "Good luck!"
    # A message said while the stream is open arrives as it is said.
    timer = threading.Timer(0.5, say, (ann, game_id, "gg"))
    timer.start()
    try:
        began = time.monotonic()
        later = read_sse(server, f"/v1/games/{game_id}/events?chat_after=1",
                         {**bob.auth, "Last-Event-ID": recorded[-1]["id"]}, 1)
    finally:
        timer.join()
    assert [(f.get("event"), json.loads(f["data"])["text"]) for f in later] == [("chat", "GG")]
    assert time.monotonic() - began < 5
