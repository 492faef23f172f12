"""Private games joined through their invite, and rematches, over the API."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, urlsplit

from dashgames.accounts.inbox import Inbox
from tests.support.api_helpers import DOUBLE, Caller

HUMANS = [{"kind": "human"}, {"kind": "human"}]


def _invite(read: dict[str, Any]) -> str:
    return parse_qs(urlsplit(read["invite_url"]).query)["invite"][0]


def _private_game(ann: Caller) -> tuple[str, dict[str, Any]]:
    game = ann.create_game(HUMANS, seat=0, private=True)
    assert game["private"] is True and game["status"] == "open"
    return game["id"], ann.read(game["id"])


def test_a_private_game_is_in_no_lobby_and_its_creator_sees_the_invite(new_player: Any) -> None:
    ann = new_player("ann")
    game_id, read = _private_game(ann)
    url = urlsplit(read["invite_url"])
    assert url.scheme == "http" and url.path == f"/v1/games/{game_id}/join"
    assert len(_invite(read)) >= 24
    for query in ("", "?status=open", f"?status=open&type={DOUBLE}", "?limit=100"):
        listed = ann.get(f"/v1/games{query}").json["games"]
        assert game_id not in [g["id"] for g in listed]
    spectator = Caller(ann.client).get(f"/v1/games/{game_id}")
    assert spectator.status_code == 200 and "invite_url" not in spectator.json
    stranger = new_player("eve").get(f"/v1/games/{game_id}")
    assert "invite_url" not in stranger.json


def test_joining_a_private_game_without_its_invite_changes_nothing(new_player: Any) -> None:
    ann, eve = new_player("ann"), new_player("eve")
    game_id, read = _private_game(ann)
    for url, body, code in (
        (f"/v1/games/{game_id}/join", None, "INVITE_REQUIRED"),
        (f"/v1/games/{game_id}/join", {"seat": 1}, "INVITE_REQUIRED"),
        (f"/v1/games/{game_id}/join?invite=guess", None, "INVITE_INVALID"),
        (f"/v1/games/{game_id}/join", {"invite": _invite(read) + "x"}, "INVITE_INVALID"),
    ):
        r = eve.post(url, body)
        assert r.status_code == 403 and r.json["code"] == code, (url, r.json)
    after = ann.read(game_id)
    assert after["version"] == read["version"] and after["game"]["status"] == "open"
    assert after["game"]["seats"][1]["player_id"] is None


def test_a_friend_with_the_invite_url_takes_the_seat(new_player: Any) -> None:
    ann, bob = new_player("ann"), new_player("bob")
    game_id, read = _private_game(ann)
    url = urlsplit(read["invite_url"])
    r = bob.post(f"{url.path}?{url.query}")
    assert r.status_code == 200, r.json
    assert r.json["status"] == "active" and r.json["private"] is True
    assert [s["player_id"] for s in r.json["seats"]] == [ann.id, bob.id]
    assert bob.read(game_id)["invite_url"] == read["invite_url"]  # players may pass it on
    # the game stays out of the lobby once it starts, too
    active = ann.get("/v1/games?status=active&limit=100").json["games"]
    assert game_id not in [g["id"] for g in active]


def test_the_invite_in_the_body_works_too_and_public_seats_stay_public(new_player: Any) -> None:
    ann, bob, cat = new_player("ann"), new_player("bob"), new_player("cat")
    game_id, read = _private_game(ann)
    r = bob.post(f"/v1/games/{game_id}/join", {"seat": 1, "invite": _invite(read)})
    assert r.status_code == 200 and r.json["seats"][1]["player_id"] == bob.id
    public = ann.create_game(HUMANS, seat=0)
    assert public["private"] is False
    assert "invite_url" not in ann.read(public["id"])
    r = cat.post(f"/v1/games/{public['id']}/join")
    assert r.status_code == 200 and r.json["seats"][1]["player_id"] == cat.id


def _finished_duel(ann: Caller, bob: Caller, **extra: Any) -> str:
    game = ann.create_game(HUMANS, seat=0, **extra)
    invite = {"invite": _invite(ann.read(game["id"]))} if extra.get("private") else {}
    assert bob.post(f"/v1/games/{game['id']}/join", {"seat": 1, **invite}).status_code == 200
    r = bob.post(f"/v1/games/{game['id']}/resign")
    assert r.status_code == 200 and r.json["status"] == "finished"
    return str(game["id"])


def test_a_rematch_rotates_the_seats_and_is_made_once(new_player: Any, game_service: Any
                                                      ) -> None:
    ann, bob = new_player("ann"), new_player("bob")
    clock = {"per_move_seconds": 600}
    first = _finished_duel(ann, bob, clock=clock)
    r = ann.post(f"/v1/games/{first}/rematch")
    assert r.status_code == 200, r.json
    rematch = r.json
    assert rematch["rematch_of"] == first and rematch["status"] == "active"
    assert [s["player_id"] for s in rematch["seats"]] == [bob.id, ann.id]
    assert rematch["clock"]["per_move_seconds"] == 600 and rematch["private"] is False
    again = bob.post(f"/v1/games/{first}/rematch")
    assert again.status_code == 200 and again.json["id"] == rematch["id"]
    assert ann.post(f"/v1/games/{first}/rematch").json["id"] == rematch["id"]
    inbox = Inbox(game_service.store.redis, game_service.settings.key_prefix)
    for caller, seat in ((bob, 0), (ann, 1)):
        started = [e for e in inbox.after(caller.id, "0") if e.type == "game_started"
                   and e.data.get("rematch_of") == first]
        assert [{k: e.data[k] for k in ("game_id", "game_type", "seat", "rematch_of",
                                        "offered_by")} for e in started] == [{
            "game_id": rematch["id"], "game_type": DOUBLE, "seat": seat,
            "rematch_of": first, "offered_by": ann.id}]
    listed = ann.get("/v1/games?status=active&limit=100").json["games"]
    assert rematch["id"] in [g["id"] for g in listed]


def test_a_rematch_of_a_private_game_is_private_with_a_new_invite(new_player: Any) -> None:
    ann, bob = new_player("ann"), new_player("bob")
    first = _finished_duel(ann, bob, private=True)
    rematch = bob.post(f"/v1/games/{first}/rematch").json
    assert rematch["private"] is True
    old, new = ann.read(first)["invite_url"], ann.read(rematch["id"])["invite_url"]
    assert new != old and rematch["id"] in new


def test_a_rematch_keeps_a_house_bot_in_its_rotated_seat(new_player: Any) -> None:
    ann = new_player("ann")
    game = ann.create_game([{"kind": "human"}, {"kind": "bot"}], seat=0)
    assert ann.post(f"/v1/games/{game['id']}/resign").json["status"] == "finished"
    rematch = ann.post(f"/v1/games/{game['id']}/rematch").json
    assert [(s["kind"], s["player_id"]) for s in rematch["seats"]] == [("bot", None),
                                                                       ("human", ann.id)]
    assert rematch["seats"][0]["bot_level"] == game["seats"][1]["bot_level"]


def test_rematch_refusals_change_nothing(new_player: Any) -> None:
    ann, bob, eve = new_player("ann"), new_player("bob"), new_player("eve")
    game = ann.create_game(HUMANS, seat=0)
    r = ann.post(f"/v1/games/{game['id']}/rematch")
    assert r.status_code == 409 and r.json["code"] == "REMATCH_NOT_AVAILABLE"
    finished = _finished_duel(ann, bob)
    r = eve.post(f"/v1/games/{finished}/rematch")
    assert r.status_code == 403 and r.json["code"] == "FORBIDDEN"
    r = ann.post("/v1/games/nosuchgame/rematch")
    assert r.status_code == 404 and r.json["code"] == "GAME_NOT_FOUND"
    assert "rm" not in ann.client.application.extensions["dashgames.backend"].store.meta(
        finished)  # nobody a rematch was made for: none chosen
