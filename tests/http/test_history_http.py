"""The history over HTTP: "my games", ratings, leaderboards, a rated game refused with house
bots, and a finished game read, replayed and verified from the database once Redis let it go."""

from __future__ import annotations

from typing import Any

from dashgames.play.verify import verify_replay
from tests.http.test_replay_frames import play
from tests.support.api_helpers import DOUBLE, Caller
from tests.support.service_helpers import wait_until

HUMANS = [{"kind": "human"}, {"kind": "human"}]


def finished_duel(new_player: Any, rated: bool, bot_account: bool = False
                  ) -> tuple[Caller, Caller, str]:
    """A Double Dash! game played a few moves, both players' among them (a rated game counts
    only then: docs/HISTORY.md), then resigned by seat 1, archived."""
    ann, bob = new_player("ann"), new_player("bob", bot=bot_account)
    game = ann.create_game(HUMANS, seat=0, rated=rated)
    assert bob.post(f"/v1/games/{game['id']}/join", {"seat": 1}).status_code == 200
    moved: set[int] = set()
    for played in range(40):
        if len(moved) == 2 and played >= 4:
            break
        moved.update(ann.read(game["id"])["game"]["to_act"])
        play((ann, bob, game["id"]), 1)
    assert bob.post(f"/v1/games/{game['id']}/resign").status_code == 200
    return ann, bob, game["id"]


def wait_archived(game_service: Any, game_id: str) -> None:
    wait_until(lambda: game_service.store.meta(game_id).get("arch") == "1")


def test_a_rated_game_with_house_bots_is_422_and_makes_nothing(new_player: Any) -> None:
    ann = new_player("ann")
    r = ann.post("/v1/games", {"type": DOUBLE, "seats": [{"kind": "human"}, {"kind": "bot"}],
                               "seat": 0, "rated": True})
    assert r.status_code == 422
    assert (r.json["code"], r.json["details"]) == ("RATED_WITH_HOUSE_BOTS", {"seats": [1]})
    assert ann.get("/v1/players/me/games").json == {"games": [], "next_cursor": None,
                                                   "your_turn": 0}
    r = ann.post("/v1/games", {"type": DOUBLE, "seats": HUMANS, "seat": 0, "rated": "yes"})
    assert (r.status_code, r.json["code"]) == (400, "VALIDATION_ERROR")


def test_my_games_ratings_and_leaderboard(new_player: Any, game_service: Any) -> None:
    ann, bob, game_id = finished_duel(new_player, rated=True, bot_account=True)
    cat = new_player("cat")
    playing = cat.create_game(HUMANS, seat=0)
    assert ann.post(f"/v1/games/{playing['id']}/join", {"seat": 1}).status_code == 200
    wait_archived(game_service, game_id)

    active = ann.get("/v1/players/me/games").json
    assert [(g["id"], g["status"], g["seat"]) for g in active["games"]] == \
        [(playing["id"], "active", 1)]
    done = ann.get("/v1/players/me/games?status=finished&type=double_dash&result=won").json
    [mine] = done["games"]
    assert (mine["id"], mine["result"], mine["rated"], mine["seat"]) == (game_id, "won", True, 0)
    assert mine["rating"]["delta"] > 0 and done["next_cursor"] is None
    to_act = ann.get(f"/v1/games/{playing['id']}").json["game"]["to_act"]  # Double Dash!: either
    assert active["your_turn"] == (1 if 1 in to_act else 0) and done["your_turn"] is None
    assert ann.get("/v1/players/me/games?status=finished&result=lost").json["games"] == []
    assert ann.get("/v1/players/me/games?result=won").json["games"] == []  # none has ended

    ratings = bob.get(f"/v1/players/{bob.id}/ratings").json
    [current] = ratings["ratings"]
    assert (current["game_type"], current["is_bot"], current["games"]) == (DOUBLE, True, 1)
    assert ratings["history"][0]["after"] == current["rating"]
    board = ann.get("/v1/leaderboards/double_dash?bots=only&limit=100").json["entries"]
    assert bob.id in [e["player_id"] for e in board] and all(e["is_bot"] for e in board)
    people = ann.get("/v1/leaderboards/double_dash?bots=exclude&limit=100").json["entries"]
    assert ann.id in [e["player_id"] for e in people] and not any(e["is_bot"] for e in people)


def test_a_finished_game_is_served_from_the_archive(new_player: Any, game_service: Any,
                                                    client: Any) -> None:
    ann, _, game_id = finished_duel(new_player, rated=False)
    wait_archived(game_service, game_id)
    read, replay = ann.read(game_id), client.get(f"/v1/games/{game_id}/replay").json
    frames = client.get(f"/v1/games/{game_id}/replay/frames?count=50").json
    events = client.get(f"/v1/games/{game_id}/events?limit=200").json
    game_service.store.redis.delete(*game_service.store.game_keys(game_id))  # the expiry
    assert ann.read(game_id) == read
    # the log as it was told live (a finished game's events hide nothing from a spectator)
    archived = client.get(f"/v1/games/{game_id}/events?limit=200").json
    assert len(events["events"]) > 5 and archived == events
    later = client.get(f"/v1/games/{game_id}/events?after={events['events'][2]['id']}").json
    assert later["events"] == events["events"][3:]
    assert client.get(f"/v1/games/{game_id}/replay").json == replay
    assert client.get(f"/v1/games/{game_id}/replay/frames?count=50").json == frames
    assert verify_replay(replay) == []
    r = client.get("/v1/games/000000000000/replay")
    assert (r.status_code, r.json["code"]) == (404, "GAME_NOT_FOUND")


def test_bad_history_requests_have_stable_codes(new_player: Any) -> None:
    ann = new_player("ann")
    cases = {
        "/v1/players/me/games?status=finished&cursor=x": (400, "VALIDATION_ERROR"),
        "/v1/players/nobody-here/ratings": (404, "PLAYER_NOT_FOUND"),
        "/v1/leaderboards/chess": (404, "UNKNOWN_GAME_TYPE"),
        "/v1/leaderboards/double_dash?bots=maybe": (400, "VALIDATION_ERROR"),
    }
    for url, expected in cases.items():
        r = ann.get(url)
        assert (r.status_code, r.json["code"]) == expected, url
    r = Caller(ann.client).get("/v1/players/me/games")
    assert (r.status_code, r.json["code"]) == (401, "UNAUTHENTICATED")
    assert ann.get(f"/v1/players/{ann.id}/ratings").json == \
        {"player_id": ann.id, "ratings": [], "history": [], "next_cursor": None}


def test_a_history_database_that_does_not_answer_is_503(make_settings: Any) -> None:
    from dashgames.http.app import create_app
    from dashgames.http.backend import GameService

    down = GameService(make_settings(database_url="postgresql+psycopg://dg@127.0.0.1:9/dg"))
    client = create_app(backend=down).test_client()
    r = client.get("/v1/leaderboards/double_dash")
    assert (r.status_code, r.json["code"]) == (503, "SERVICE_UNAVAILABLE")
    assert r.headers["Retry-After"]


def test_cursors_outside_their_form_are_refused_and_any_other_is_a_position(
        new_player: Any) -> None:
    ann = new_player("ann")
    urls = ("/v1/players/me/games", "/v1/players/me/games?status=finished",
            f"/v1/players/{ann.id}/ratings", "/v1/leaderboards/double_dash")
    for cursor in ("inf_a", "nan_a", "1e4000_a", "1.0_a%00b", "_a", "1_", "x_y"):
        for url in urls:
            r = ann.get(f"{url}{'&' if '?' in url else '?'}cursor={cursor}")
            assert (r.status_code, r.json["code"]) == (400, "VALIDATION_ERROR"), (url, cursor)
    for cursor in ("99999999999999999999e999_h", "-1_a", "0.5e-3_z-z"):
        for url in urls:
            r = ann.get(f"{url}{'&' if '?' in url else '?'}cursor={cursor}")
            assert r.status_code == 200, (url, cursor, r.json)
    r = ann.get("/v1/players/a%00b/ratings")
    assert (r.status_code, r.json["code"]) == (404, "PLAYER_NOT_FOUND")


def test_ratings_reach_pairing_and_a_lapsed_rematch_offer_is_a_clear_409(
        new_player: Any, game_service: Any) -> None:
    """After a rated game the players' new ratings are what matchmaking pairs by (60 points a
    mu point: the winner above 1500, the loser below); once the game is archived and gone from
    Redis, a rematch is 409 REMATCH_NOT_AVAILABLE, not an unknown game."""
    from dashgames.matchmaking.store import DEFAULT_RATING, rating_of

    ann, bob, game_id = finished_duel(new_player, rated=True)
    wait_archived(game_service, game_id)
    prefix, client = game_service.settings.key_prefix, game_service.store.redis
    winner, loser = (rating_of(client, prefix, DOUBLE, who.id) for who in (ann, bob))
    assert winner > DEFAULT_RATING > loser
    game_service.store.redis.delete(*game_service.store.game_keys(game_id))  # the expiry
    r = ann.post(f"/v1/games/{game_id}/rematch")
    assert (r.status_code, r.json["code"]) == (409, "REMATCH_NOT_AVAILABLE")
    assert r.json["details"]["status"] == "archived"
    r = ann.post("/v1/games/000000000000/rematch")
    assert (r.status_code, r.json["code"]) == (404, "GAME_NOT_FOUND")


def test_my_games_list_the_games_waiting_on_me_first_and_count_them(new_player: Any) -> None:
    ann, bob = new_player("ann"), new_player("bob")
    games = []
    for _ in range(3):  # Ann's first move in the first two; the third she created last
        game = ann.create_game(HUMANS, seat=0)
        assert bob.post(f"/v1/games/{game['id']}/join", {"seat": 1}).status_code == 200
        games.append(game["id"])
    newest = games[2]  # in the newest, Ann plays her turn: then it is Bob's

    def play_until(game_id: str, seat: int) -> None:  # Double Dash!'s first seat is drawn
        while ann.read(game_id)["game"]["to_act"] != [seat]:
            mover = ann if ann.read(game_id)["game"]["to_act"] == [0] else bob
            move = mover.get(f"/v1/games/{game_id}/legal-moves").json["moves"][0]
            r = mover.post(f"/v1/games/{game_id}/moves", move)
            assert r.status_code in (200, 201, 202), r.json

    for waiting in games[:2]:
        play_until(waiting, 0)
    play_until(newest, 1)
    mine = ann.get("/v1/players/me/games").json
    listed = [g["id"] for g in mine["games"]]  # games seated in one second: any order inside
    assert set(listed[:2]) == {games[0], games[1]} and listed[2] == games[2]
    assert mine["your_turn"] == 2
    page = ann.get("/v1/players/me/games?limit=1").json
    assert [g["id"] for g in page["games"]] == listed[:1] and page["your_turn"] == 2
    rest = ann.get(f"/v1/players/me/games?limit=5&cursor={page['next_cursor']}").json
    assert [g["id"] for g in rest["games"]] == listed[1:]
    theirs = [g["id"] for g in bob.get("/v1/players/me/games").json["games"]]
    assert theirs[0] == games[2] and set(theirs[1:]) == {games[0], games[1]}
    assert bob.get("/v1/players/me/games").json["your_turn"] == 1
