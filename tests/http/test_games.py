"""Creating, listing, joining, reading, spectating and resigning games."""

from __future__ import annotations

from typing import Any

import jsonschema
import pytest

from dashgames.engine import get_game, seed_commitment
from dashgames.play.verify import verify_replay
from tests.support.api_helpers import DOUBLE, Caller

HUMANS = [{"kind": "human"}, {"kind": "human"}]


def test_create_returns_the_summary_and_its_location(new_player: Any) -> None:
    ann = new_player("ann")
    r = ann.post("/v1/games", {"type": DOUBLE, "seats": HUMANS, "seat": 1})
    assert r.status_code == 201
    game = r.json
    assert r.headers["Location"] == f"/v1/games/{game['id']}"
    assert (game["type"], game["status"], game["options"]) == (DOUBLE, "open", {})
    assert [(s["seat"], s["kind"], s["player_id"]) for s in game["seats"]] == [
        (0, "human", None), (1, "human", ann.id)]
    assert len(game["seed_sha256"]) == 64


def test_a_bot_seat_keeps_its_level(new_player: Any) -> None:
    game = new_player().create_game([{"kind": "human"}, {"kind": "bot", "level": "random"}])
    assert game["seats"][1]["kind"] == "bot" and game["seats"][1]["bot_level"] == "random"
    assert game["status"] == "active"


@pytest.mark.parametrize(
    ("body", "field"),
    [({"type": "chess", "seats": HUMANS}, "type"),
     ({"type": DOUBLE}, "seats"),
     ({"type": DOUBLE, "seats": "two"}, "seats"),
     ({"type": DOUBLE, "seats": [{"kind": "ghost"}, {"kind": "human"}]}, "seats.0.kind"),
     ({"type": DOUBLE, "seats": [{"kind": "human"}, {"kind": "bot", "level": "godlike"}]},
      "seats.1.level"),
     ({"type": DOUBLE, "seats": [{"kind": "human"}, {"kind": "bot"}], "seat": 1}, "seat"),
     ({"type": DOUBLE, "seats": HUMANS, "seat": "first"}, "seat"),
     ({"type": DOUBLE, "seats": HUMANS, "options": []}, "options")],
)
def test_a_bad_game_body_is_400_and_creates_nothing(new_player: Any, client: Any,
                                                    body: dict[str, Any], field: str) -> None:
    def ids() -> list[str]:  # the lobby's open games: a game made of any of these bodies would
        # wait there for its people, while the games other tests' pairings make start at once
        return [g["id"] for g in client.get("/v1/games?status=open&limit=100").json["games"]]

    before = ids()
    r = new_player().post("/v1/games", body)
    assert r.status_code == 400
    assert r.json["code"] == "VALIDATION_ERROR"
    assert field in r.json["details"]["fields"]
    assert ids() == before


def test_bad_options_or_player_count_is_400_bad_options(new_player: Any) -> None:
    ann = new_player()
    r = ann.post("/v1/games", {"type": DOUBLE, "seats": HUMANS, "options": {"turbo": True}})
    assert (r.status_code, r.json["code"]) == (400, "BAD_OPTIONS")
    assert r.json["details"]["field"] == "options.turbo"
    r = ann.post("/v1/games", {"type": DOUBLE, "seats": [{"kind": "human"}] * 3})
    assert (r.status_code, r.json["code"]) == (400, "BAD_OPTIONS")


def test_creating_needs_a_token(client: Any) -> None:
    r = client.post("/v1/games", json={"type": DOUBLE, "seats": HUMANS})
    assert (r.status_code, r.json["code"]) == (401, "UNAUTHENTICATED")


def test_the_lobby_lists_open_games_by_type_until_they_fill(new_player: Any,
                                                            client: Any) -> None:
    ann, bob = new_player("ann"), new_player("bob")
    game = ann.create_game(HUMANS)
    open_ids = [g["id"] for g in client.get(f"/v1/games?status=open&type={DOUBLE}").json["games"]]
    assert game["id"] in open_ids
    assert bob.post(f"/v1/games/{game['id']}/join").status_code == 200
    open_ids = [g["id"] for g in client.get("/v1/games?status=open").json["games"]]
    assert game["id"] not in open_ids
    active = client.get("/v1/games?status=active").json["games"]
    assert game["id"] in [g["id"] for g in active]


@pytest.mark.parametrize("query", ["status=closed", "type=chess", "limit=0", "limit=many"])
def test_a_bad_lobby_query_is_400(client: Any, query: str) -> None:
    r = client.get(f"/v1/games?{query}")
    assert (r.status_code, r.json["code"]) == (400, "VALIDATION_ERROR")


def test_join_takes_the_first_open_seat_and_a_taken_seat_is_409(new_player: Any) -> None:
    ann, bob, cat = new_player("ann"), new_player("bob"), new_player("cat")
    game = ann.create_game(HUMANS, seat=0)
    r = bob.post(f"/v1/games/{game['id']}/join")
    assert r.status_code == 200
    assert r.json["seats"][1]["player_id"] == bob.id
    r = cat.post(f"/v1/games/{game['id']}/join", {"seat": 0})
    assert (r.status_code, r.json["code"]) == (409, "SEAT_TAKEN")
    assert ann.read(game["id"])["game"]["seats"][0]["player_id"] == ann.id


def test_join_an_unknown_game_is_404(new_player: Any) -> None:
    r = new_player().post("/v1/games/no-such-game/join")
    assert (r.status_code, r.json["code"]) == (404, "GAME_NOT_FOUND")


def test_a_read_is_the_callers_view_with_the_version_as_etag(duel: Any) -> None:
    ann, bob, game_id = duel
    read = ann.read(game_id)
    assert (read["type"], read["seat"], read["game"]["id"]) == (DOUBLE, 0, game_id)
    jsonschema.validate(read["view"], get_game(DOUBLE).view_schema())
    r = ann.get(f"/v1/games/{game_id}")
    assert r.headers["ETag"] == f'"{read["version"]}"'
    assert bob.read(game_id)["seat"] == 1


def test_if_none_match_gives_304_until_the_game_moves(duel: Any) -> None:
    ann, _, game_id = duel
    tag = ann.get(f"/v1/games/{game_id}").headers["ETag"]
    r = ann.get(f"/v1/games/{game_id}", **{"If-None-Match": tag})
    assert r.status_code == 304 and r.data == b""
    r = ann.get(f"/v1/games/{game_id}", **{"If-None-Match": '"999999"'})
    assert r.status_code == 200


def test_spectators_get_the_public_view(duel: Any, client: Any, new_player: Any) -> None:
    game_id = duel[2]
    anonymous = Caller(client).read(game_id)
    assert anonymous["seat"] is None
    watched = new_player("cat").post(f"/v1/games/{game_id}/spectate")
    assert watched.status_code == 200
    assert watched.json["seat"] is None and watched.json["view"] == anonymous["view"]
    assert Caller(client).post(f"/v1/games/{game_id}/spectate").json["seat"] is None


def test_reading_an_unknown_game_is_404_and_a_bad_token_401(client: Any, duel: Any) -> None:
    r = client.get("/v1/games/does-not-exist")
    assert (r.status_code, r.json["code"]) == (404, "GAME_NOT_FOUND")
    r = client.get(f"/v1/games/{duel[2]}", headers={"Authorization": "Bearer forged"})
    assert (r.status_code, r.json["code"]) == (401, "UNAUTHENTICATED")


def test_replay_is_409_before_the_end_then_reveals_a_seed_that_verifies(duel: Any,
                                                                         client: Any) -> None:
    ann, bob, game_id = duel
    r = client.get(f"/v1/games/{game_id}/replay")
    assert (r.status_code, r.json["code"]) == (409, "REPLAY_NOT_AVAILABLE")
    r = bob.post(f"/v1/games/{game_id}/resign")
    assert r.status_code == 200
    assert r.json["status"] == "finished"
    assert r.json["outcome"]["winners"] == [0]
    replay = client.get(f"/v1/games/{game_id}/replay")
    assert replay.status_code == 200
    assert seed_commitment(replay.json["seed"]) == ann.read(game_id)["game"]["seed_sha256"]
    assert verify_replay(replay.json) == []


def test_resign_by_someone_not_seated_is_403(duel: Any, new_player: Any) -> None:
    _, _, game_id = duel
    r = new_player("cat").post(f"/v1/games/{game_id}/resign")
    assert (r.status_code, r.json["code"]) == (403, "FORBIDDEN")


def test_the_hand_written_summary_is_what_its_schema_documents(duel: Any,
                                                                game_service: Any) -> None:
    from dashgames.http import render
    from dashgames.http.resources.games.schemas import GameSummarySchema

    summary = game_service.read_game(None, duel[2]).summary
    assert render.summary(summary) == GameSummarySchema().dump(summary)
