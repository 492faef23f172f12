"""Accounts and the game-type catalogue."""

from __future__ import annotations

from typing import Any

import pytest

import dashgames.games  # noqa: F401 - registers every game
from dashgames.engine import all_games


def test_a_player_gets_a_token_once_and_it_authenticates(client: Any) -> None:
    r = client.post("/v1/players", json={"name": "ann"})
    assert r.status_code == 201
    assert set(r.json) == {"id", "name", "is_bot", "bot_owner", "accepts", "token", "token_id",
                           "scopes"}
    assert (r.json["name"], r.json["is_bot"], r.json["scopes"]) == ("ann", False, ["play", "read"])
    me = client.get("/v1/players/me", headers={"Authorization": f"Bearer {r.json['token']}"})
    assert me.status_code == 200
    assert me.json == {"id": r.json["id"], "name": "ann", "is_bot": False, "bot_owner": None,
                       "accepts": None, "token_id": r.json["token_id"],
                       "scopes": ["play", "read"]}  # no token again


def test_a_bot_account_is_marked_as_one(client: Any) -> None:
    r = client.post("/v1/players", json={"name": "robo", "bot": True})
    assert r.status_code == 201 and r.json["is_bot"] is True


@pytest.mark.parametrize(
    ("body", "field"),
    [({}, "name"), ({"name": ""}, "name"), ({"name": 5}, "name"), ({"name": "x" * 41}, "name"),
     ({"name": "ann", "bot": "yes"}, "bot"), ({"name": "ann", "admin": True}, "admin")],
)
def test_a_bad_player_body_is_400_with_the_field(client: Any, body: dict[str, Any],
                                                 field: str) -> None:
    r = client.post("/v1/players", json=body)
    assert r.status_code == 400
    assert r.json["code"] == "VALIDATION_ERROR"
    assert field in r.json["details"]["fields"]


@pytest.mark.parametrize("header", [None, "Bearer nope", "Basic YWxhZGRpbjpvcGVu", "Bearer"])
def test_me_without_a_good_token_is_401(client: Any, header: str | None) -> None:
    r = client.get("/v1/players/me", headers={"Authorization": header} if header else {})
    assert r.status_code == 401
    assert r.json["code"] == "UNAUTHENTICATED"
    assert r.headers["WWW-Authenticate"].startswith("Bearer")


def test_the_catalogue_lists_every_registered_game_with_its_schemas(client: Any) -> None:
    r = client.get("/v1/game-types")
    assert r.status_code == 200
    listed = {t["type"]: t for t in r.json["game_types"]}
    assert sorted(listed) == [g.id for g in all_games()]
    for game in all_games():
        entry = listed[game.id]
        # Not measured to beat the heuristic anywhere yet: the search is called `search`.
        assert entry["bot_levels"] == [*sorted(game.bots), "search"]
        assert {"random", "search"} <= set(entry["bot_levels"])
        assert entry["default_bot_level"] in entry["bot_levels"]
        assert entry["bot_level_aliases"] == {**game.level_aliases, "strong": "search"}
        ratings = entry["bot_level_ratings"]
        assert set(ratings) == {"random", "heuristic", "search"}
        assert ratings["random"]["mu"] < ratings["search"]["mu"] < ratings["heuristic"]["mu"]
        for r in ratings.values():
            assert r["ordinal"] == pytest.approx(r["mu"] - 3 * r["sigma"], abs=0.02)
        assert entry["options"] == [o.describe() for o in game.options]
        assert entry["move_schemas"] == game.moves.schemas()
        assert entry["view_schema"] == game.view_schema()
        assert client.get(f"/v1/game-types/{game.id}").json == entry


def test_an_unknown_game_type_is_404(client: Any) -> None:
    r = client.get("/v1/game-types/chess")
    assert r.status_code == 404
    assert r.json == {"code": "UNKNOWN_GAME_TYPE", "message": "no game type 'chess'",
                      "details": {"type": "chess"}}


def test_a_bot_seat_and_a_clock_take_over_may_name_any_level_and_a_bad_one_is_400(
    client: Any,
) -> None:
    token = client.post("/v1/players", json={"name": "lev"}).json["token"]
    auth = {"Authorization": f"Bearer {token}"}
    created = client.post("/v1/games", headers=auth, json={
        "type": "double_dash", "seat": 0,
        "seats": [{"kind": "human"}, {"kind": "bot", "level": "greedy"}],
        "clock": {"per_move_seconds": 600, "on_expiry": "bot", "bot_level": "strong"}})
    assert created.status_code == 201, created.json
    assert created.json["seats"][1]["bot_level"] == "heuristic"  # the old name, as it is now
    assert created.json["clock"]["bot_level"] == "search"  # `strong` names it where unproven
    client.post(f"/v1/games/{created.json['id']}/resign", headers=auth)
    refused = client.post("/v1/games", headers=auth, json={
        "type": "double_dash", "seat": 0,
        "seats": [{"kind": "human"}, {"kind": "bot"}],
        "clock": {"per_move_seconds": 600, "bot_level": "grandmaster"}})
    assert refused.status_code == 400
    assert refused.json["code"] == "BAD_OPTIONS" and refused.json["details"]["field"] == (
        "clock.bot_level")
