"""Every registered game, played to its end over HTTP: one person against bots.

The person chooses only among the moves ``GET .../legal-moves`` offers; the bot seats are played
by the real AI workers (Celery processes) through the real rules workers and Redis. At the end
the outcome is reported and the replay re-runs from the revealed seed to the same game.
"""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

import dashgames.games  # noqa: F401 - registers every game
from dashgames.engine import Game, all_games
from dashgames.http.app import create_app
from dashgames.play.verify import verify_replay
from tests.support.random_play import bounded

GAME_SECONDS = 150  # a bound, not a target: a game stuck waiting on a bot fails here
# The person plays at random, and rulebook play has no round limit: where a game has the
# option, the game is bounded (20 rounds, as Dash and Cache's former default, keeps it short).
ROUNDS = 20


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_a_person_plays_bots_to_the_end_over_http(game: Game[Any, Any], game_service: Any) -> None:
    client = create_app(backend=game_service).test_client()
    token = client.post("/v1/players", json={"name": "ann"}).json["token"]
    auth = {"Authorization": f"Bearer {token}"}
    # The strongest bots: they end the game in tens of moves where random play takes thousands.
    seats = [{"kind": "human"}] + [{"kind": "bot", "level": game.default_bot_level}] * (
        game.min_players - 1)
    created = client.post("/v1/games", headers=auth,
                          json={"type": game.id, "seats": seats, "seat": 0,
                                "options": bounded(game, rounds=ROUNDS)})
    assert created.status_code == 201, created.json
    game_id = created.json["id"]
    url = f"/v1/games/{game_id}"
    chooser = random.Random(game.id)
    last_event = "0"
    moves_made = 0
    deadline = time.monotonic() + GAME_SECONDS
    while True:
        assert time.monotonic() < deadline, f"{game.id} did not end in {GAME_SECONDS}s"
        legal = client.get(f"{url}/legal-moves", headers=auth)
        assert legal.status_code == 200, legal.json
        if legal.json["moves"]:
            move = chooser.choice(legal.json["moves"])
            r = client.post(f"{url}/moves", json=move,
                            headers={**auth, "If-Match": f'"{legal.json["version"]}"'})
            # A bot or a timer may commit between our two calls: then ask again.
            if r.status_code == 409 or r.json.get("code") == "NOT_YOUR_TURN":
                continue
            assert r.status_code == 200, (move, r.json)
            moves_made += 1
            continue
        read = client.get(url, headers=auth).json
        if read["game"]["status"] == "finished":
            break
        page = client.get(f"{url}/events?after={last_event}&wait=2", headers=auth).json
        last_event = page["last_event_id"] or last_event
    outcome = read["game"]["outcome"]
    assert outcome is not None and outcome["winners"] is not None
    assert moves_made > 0
    replay = client.get(f"{url}/replay")
    assert replay.status_code == 200, replay.json
    assert verify_replay(replay.json) == []
