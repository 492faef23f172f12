"""Table chat over the API (docs/CHAT.md): phrases for everyone, free text between people who
opted in, mutes, reports for operators, spectators per table, bots only when allowed, the
account stream, and refusals with stable codes that change nothing."""

from __future__ import annotations

from typing import Any

from dashgames.accounts.inbox import Inbox
from dashgames.http.app import create_app
from dashgames.http.settings import ApiSettings
from tests.support.api_helpers import Caller


def chat(caller: Caller, game_id: str, after: int = 0) -> Any:
    return caller.get(f"/v1/games/{game_id}/chat?after={after}")


def say(caller: Caller, game_id: str, **body: Any) -> Any:
    return caller.post(f"/v1/games/{game_id}/chat", body)


def put(caller: Caller, url: str, body: Any) -> Any:
    return caller.client.put(url, json=body, headers=caller.auth)


def test_phrases_for_all_free_text_between_those_who_opted_in(
        duel: Any, new_player: Any, game_service: Any) -> None:
    ann, bob, game_id = duel
    assert put(bob, "/v1/players/me/chat", {"on_stream": True}).json["on_stream"] is True
    gg = say(ann, game_id, phrase="gg")
    assert gg.status_code == 201, gg.json
    assert {k: gg.json[k] for k in ("id", "seat", "kind", "phrase", "text", "name")} == {
        "id": 1, "seat": 0, "kind": "phrase", "phrase": "gg", "text": "GG", "name": "ann"}
    # Free text needs the sender's opt-in: refused, nothing kept.
    refused = say(ann, game_id, text="nice move")
    assert (refused.status_code, refused.json["code"]) == (403, "CHAT_FREE_TEXT_OFF")
    assert put(ann, "/v1/players/me/chat", {"free_text": True}).json["free_text"] is True
    said = say(ann, game_id, text="  nice   move ")
    assert (said.status_code, said.json["text"], said.json["id"]) == (201, "nice move", 2)
    # Bob did not opt in: he sees the phrase only; Ann sees both.
    assert [m["text"] for m in chat(bob, game_id).json["messages"]] == ["GG"]
    assert [m["text"] for m in chat(ann, game_id).json["messages"]] == ["GG", "nice move"]
    put(bob, "/v1/players/me/chat", {"free_text": True})
    page = chat(bob, game_id, after=1).json
    assert ([m["text"] for m in page["messages"]], page["last_id"]) == (["nice move"], 2)
    # Bob's account stream carried the phrase as it was said (the text came before his opt-in).
    inbox = Inbox(game_service.store.redis, game_service.store.prefix)
    told = [e.data for e in inbox.after(bob.id, "0") if e.type == "chat_message"]
    assert [(t["game_id"], t["text"]) for t in told] == [(game_id, "GG")]
    # A spectator reads (the default), without free text; the creator closes it.
    eve = new_player("eve")
    assert [m["text"] for m in chat(eve, game_id).json["messages"]] == ["GG"]
    assert (say(eve, game_id, phrase="gg").json["code"]) == "CHAT_NOT_ALLOWED"
    assert put(bob, f"/v1/games/{game_id}/chat/settings",
               {"spectators": "off"}).json["code"] == "CHAT_NOT_ALLOWED"  # not the creator
    assert put(ann, f"/v1/games/{game_id}/chat/settings",
               {"spectators": "off"}).json == {"spectators": "off"}
    assert chat(eve, game_id).json["code"] == "CHAT_NOT_ALLOWED"
    assert chat(Caller(ann.client), game_id).json["code"] == "CHAT_NOT_ALLOWED"
    assert chat(bob, game_id).status_code == 200
    # Ann never asked for chat on her account stream: Bob's phrase is not on it.
    assert say(bob, game_id, phrase="good_luck").status_code == 201
    assert not [e for e in inbox.after(ann.id, "0") if e.type == "chat_message"]


def test_bad_input_answers_stable_codes_and_changes_nothing(duel: Any, new_player: Any) -> None:
    ann, _, game_id = duel
    put(ann, "/v1/players/me/chat", {"free_text": True})
    cases = [
        ({"text": "x" * 201}, 422, "BAD_CHAT_MESSAGE"),
        ({"text": "   "}, 422, "BAD_CHAT_MESSAGE"),
        ({"text": "evil\u202etxt"}, 422, "BAD_CHAT_MESSAGE"),  # a right-to-left override
        ({"phrase": "insult"}, 422, "BAD_CHAT_MESSAGE"),
        ({"phrase": "gg", "text": "both"}, 422, "BAD_CHAT_MESSAGE"),
        ({}, 422, "BAD_CHAT_MESSAGE"),
        ({"text": 5}, 400, "VALIDATION_ERROR"),
    ]
    for body, status, code in cases:
        r = say(ann, game_id, **body)
        assert (r.status_code, r.json["code"]) == (status, code), body
    assert say(ann, "nosuchgame", phrase="gg").json["code"] == "GAME_NOT_FOUND"
    outsider = new_player("cat")
    assert say(outsider, game_id, phrase="gg").status_code == 403
    assert chat(ann, game_id).json["messages"] == []
    # Scopes: a read-only token reads but does not post.
    token = ann.post("/v1/players/me/tokens", {"label": "r", "scopes": ["read"]}).json["token"]
    reader = Caller(ann.client, token, ann.id)
    assert (say(reader, game_id, phrase="gg").json["code"]) == "INSUFFICIENT_SCOPE"
    assert chat(reader, game_id).status_code == 200


def test_mute_and_report_and_the_operators_list(game_service: Any) -> None:
    app = create_app(backend=game_service)
    client = app.test_client()
    ann, bob = (_player(client, n) for n in ("ann", "bob"))
    game = ann.create_game([{"kind": "human"}, {"kind": "human"}], seat=0)
    bob.post(f"/v1/games/{game['id']}/join", {"seat": 1})
    say(ann, game["id"], phrase="oops")
    muted = bob.post("/v1/players/me/chat/mutes", {"player_id": ann.id})
    assert muted.json["muted"] == [ann.id]
    assert chat(bob, game["id"]).json["messages"] == []
    bob.post("/v1/players/me/chat/mutes", {"player_id": ann.id, "muted": False})
    [message] = chat(bob, game["id"]).json["messages"]
    report = bob.post(f"/v1/games/{game['id']}/chat/{message['id']}/report",
                      {"reason": "rude"})
    assert (report.status_code, report.json["message"]["text"]) == (201, "Oops!")
    assert bob.post(f"/v1/games/{game['id']}/chat/9/report", {}).json["code"] == \
        "CHAT_MESSAGE_NOT_FOUND"
    assert bob.get("/v1/chat/reports").json["code"] == "NOT_AN_OPERATOR"
    # An operator (DASHGAMES_OPERATORS) lists them.
    game_service.chat.operators = frozenset({ann.id})
    try:
        reports = ann.get("/v1/chat/reports?limit=500").json["reports"]
    finally:
        game_service.chat.operators = frozenset()
    mine = [r for r in reports if r["game_id"] == game["id"]]
    assert [(r["reporter"], r["reason"], r["message"]["id"]) for r in mine] == [
        (bob.id, "rude", 1)]


def test_a_bot_reads_the_chat_only_when_its_owner_allows(game_service: Any) -> None:
    client = create_app(backend=game_service).test_client()
    ann = _player(client, "ann")
    made = client.post("/v1/players", json={"name": "annbot", "bot": True},
                       headers=ann.auth).json
    bot = Caller(client, made["token"], made["id"])
    game = ann.create_game([{"kind": "human"}, {"kind": "human"}], seat=0)
    assert bot.post(f"/v1/games/{game['id']}/join", {"seat": 1}).status_code == 200
    say(ann, game["id"], phrase="good_luck")
    assert chat(bot, game["id"]).json["code"] == "CHAT_NOT_ALLOWED"
    put(ann, "/v1/players/me/chat", {"bots_read": True})
    assert [m["text"] for m in chat(bot, game["id"]).json["messages"]] == ["Good luck!"]


def test_chat_messages_have_a_rate_limit_of_their_own(game_service: Any) -> None:
    settings = ApiSettings(rate_limits=True, limit_chat_per_token="2/minute")
    client = create_app(backend=game_service, settings=settings).test_client()
    ann, bob = (_player(client, n) for n in ("ann", "bob"))
    game = ann.create_game([{"kind": "human"}, {"kind": "human"}], seat=0)
    bob.post(f"/v1/games/{game['id']}/join", {"seat": 1})
    codes = [say(ann, game["id"], phrase="gg").status_code for _ in range(3)]
    assert codes == [201, 201, 429]
    assert len(chat(ann, game["id"]).json["messages"]) == 2
    assert say(bob, game["id"], phrase="gg").status_code == 201  # per token


def _player(client: Any, name: str) -> Caller:
    r = client.post("/v1/players", json={"name": name})
    return Caller(client, r.json["token"], r.json["id"])


def test_the_chat_stays_with_the_game_after_its_live_keys_are_gone(
        duel: Any, game_service: Any) -> None:
    """Kept with the game's history: a finished game's live keys expire (or are archived), and
    its chat still answers its players from the copy of the seats it kept."""
    ann, bob, game_id = duel
    put(ann, f"/v1/games/{game_id}/chat/settings", {"spectators": "off"})
    say(ann, game_id, phrase="good_luck")
    assert ann.post(f"/v1/games/{game_id}/resign", {}).status_code == 200
    say(bob, game_id, phrase="gg")
    game_service.store.redis.delete(game_service.store.game_key(game_id, "meta"))
    page = chat(bob, game_id).json
    assert [(m["seat"], m["text"]) for m in page["messages"]] == [(0, "Good luck!"), (1, "GG")]
    assert say(ann, game_id, phrase="gg").status_code == 201, "its players still chat"
    assert chat(Caller(ann.client), game_id).json["code"] == "CHAT_NOT_ALLOWED"
