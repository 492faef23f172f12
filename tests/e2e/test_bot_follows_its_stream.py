"""A bot that follows its game's event stream plays every game type to the end at about one
request per move.

The bot opens the game's Server-Sent Events stream once (again only when the server ends it) and
otherwise only posts moves: the record that hands its seat the turn carries its legal moves, and
a move's answer carries them when the seat acts again at once. House bots (the real AI workers,
through the real rules workers and Redis) play every other seat. Every request the bot makes
while it plays (stream connections, moves, refused moves) counts against the moves it played:
at most 1.2 on average for each game type. Its account's and the game's creation, once each,
are counted apart (a game of few moves would otherwise fail on them alone); both figures are
printed (``pytest -s``).
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator
from typing import Any

import pytest

from dashgames.engine import Game, get_game
from dashgames.http.app import create_app
from tests.support.contract_samples import HOUSE_GAMES
from tests.support.random_play import bounded

GAME_SECONDS = 150  # a bound, not a target: a bot left waiting for its turn fails here
ROUNDS = 20  # as tests/e2e/test_play_over_http.py: the games stay short
MOST_REQUESTS_PER_MOVE = 1.2


class CountingBot:
    """One player's program: every request it makes goes through ``request`` and is counted."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.requests = 0  # every one
        self.setting_up = 0  # the account's and the game's creation
        self.auth: dict[str, str] = {}

    def request(self, method: str, url: str, **kwargs: Any) -> Any:
        self.requests += 1
        if method == "POST" and url in ("/v1/players", "/v1/games"):
            self.setting_up += 1
        headers = {**self.auth, **kwargs.pop("headers", {})}
        return self.client.open(url, method=method, headers=headers, **kwargs)

    def records(self, url: str, after: str | None) -> Iterator[dict[str, Any]]:
        """The stream's records, from one connection (it ends when the server ends it)."""
        headers = {"Accept": "text/event-stream"}
        if after:
            headers["Last-Event-ID"] = after
        response = self.request("GET", f"{url}/events", headers=headers, buffered=False)
        assert response.status_code == 200
        pending = ""
        try:
            for chunk in response.response:
                pending += chunk.decode() if isinstance(chunk, bytes) else chunk
                *frames, pending = pending.split("\n\n")
                for frame in frames:
                    for line in frame.splitlines():
                        if line.startswith("data: "):
                            yield json.loads(line[len("data: "):])
        finally:
            response.close()


def play(bot: CountingBot, game: Game[Any, Any]) -> tuple[int, dict[str, Any]]:
    """The bot's whole game: (moves it played, the outcome)."""
    seats = [{"kind": "human"}] + [{"kind": "bot", "level": game.default_bot_level}] * (
        game.min_players - 1)
    created = bot.request("POST", "/v1/games", json={
        "type": game.id, "seats": seats, "seat": 0, "options": bounded(game, rounds=ROUNDS)})
    assert created.status_code == 201, created.json
    url = f"/v1/games/{created.json['id']}"
    chooser = random.Random(game.id)
    known, moves, last_id = 0, 0, None
    deadline = time.monotonic() + GAME_SECONDS
    while True:  # one stream connection a turn round; the server ends it after a while
        for record in bot.records(url, last_id):
            assert time.monotonic() < deadline, f"{game.id} did not end in {GAME_SECONDS}s"
            last_id = record["id"]
            assert record["game_type"] == game.id
            if record["event"]["type"] == "game_finished":
                return moves, record["event"]["outcome"]
            legal = record["legal_moves"]
            if not legal or record["version"] <= known:
                continue  # not our turn, or a turn we have already taken
            while legal:  # a turn of several moves goes on from each answer
                answer = bot.request("POST", f"{url}/moves", json=chooser.choice(legal))
                if answer.status_code != 200:  # another seat moved first: the stream says
                    break
                moves += 1
                known = answer.json["version"]
                legal = answer.json["legal_moves"]
                assert answer.json["game_type"] == game.id


@pytest.mark.parametrize("game_id", HOUSE_GAMES)
def test_a_bot_following_its_stream_plays_at_one_request_a_move(
    game_id: str, game_service: Any
) -> None:
    client = create_app(backend=game_service).test_client()
    bot = CountingBot(client)
    made = bot.request("POST", "/v1/players", json={"name": "streambot", "bot": True})
    bot.auth = {"Authorization": f"Bearer {made.json['token']}"}
    moves, outcome = play(bot, get_game(game_id))
    assert outcome["reason"] and len(outcome["ranks"]) >= 2
    assert moves > 0
    playing = bot.requests - bot.setting_up
    rate = playing / moves
    print(f"\n{game_id}: {playing} requests for {moves} moves: {rate:.3f} a move "
          f"({bot.requests / moves:.3f} with the account's and the game's creation)")
    assert rate <= MOST_REQUESTS_PER_MOVE, (game_id, playing, moves)
