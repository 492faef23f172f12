"""Bots through the real workers: a game of bots plays itself out; a person plays only their
own moves against bots, in every registered game."""

from __future__ import annotations

import json
from typing import Any

import pytest

import dashgames.games  # noqa: F401 - registers every game
from dashgames.engine import Game, all_games
from dashgames.http.backend import GameService
from dashgames.play.commit import FINISHED_STREAM_SECONDS
from dashgames.play.errors import StaleVersion
from dashgames.play.types import SeatSpec
from tests.support.service_helpers import wait_until

GAMES = all_games()  # the real games only: the toy games register later, at fixture time
BYTES_PER_FINISHED_GAME = 16 * 1024


def _finished(backend: GameService, game_id: str) -> Any:
    summary = backend.read_game(None, game_id).summary
    return summary if summary.status == "finished" else None


@pytest.mark.parametrize("game_type", ["double_dash", "toy_duel"])
def test_a_game_of_bots_plays_itself_to_the_end(
    backend: GameService, players: Any, game_type: str
) -> None:
    (host,) = players(1)
    game = backend.create_game(host, game_type, None, [SeatSpec("bot")] * 2, None)
    assert game.status == "active"
    summary = wait_until(lambda: _finished(backend, game.id), seconds=120, every=0.1)
    assert summary.outcome is not None and len(summary.outcome["winners"]) == 1
    replay = backend.replay(game.id)
    assert replay.moves and all(m["actor"] in (0, 1) for m in replay.moves)
    steps = backend.store.log.all_steps(game.id, summary.version)
    assert [s.version for s in steps] == list(range(2, summary.version + 1))
    if game_type == "double_dash":
        # The finished game's stream expires within a minute; what stays is measured here.
        store = backend.store
        kept = store.memory_usage(game.id) - int(
            store.redis.memory_usage(store.game_key(game.id, "ev"), samples=0) or 0)
        print(f"\nfinished Double Dash game: {len(replay.moves)} moves, {kept} bytes "
              f"(plus the stream for {FINISHED_STREAM_SECONDS} s)")
        assert kept <= BYTES_PER_FINISHED_GAME


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_a_person_against_bots_makes_only_their_own_moves(
    backend: GameService, players: Any, game: Game[Any, Any]
) -> None:
    (ann,) = players(1)
    specs = [SeatSpec("human")] + [SeatSpec("bot")] * (game.min_players - 1)
    created = backend.create_game(ann, game.id, None, specs, 0)
    moves_made = 0
    while moves_made < 4:
        read = wait_until(lambda: _my_turn_or_over(backend, ann, created.id), seconds=60)
        if read.summary.status == "finished":
            break
        _, version, legal, _ = backend.legal_moves(ann, created.id)
        try:
            result = backend.submit_move(ann, created.id, json.loads(legal)[0], version, None,
                                         False)
        except StaleVersion:
            continue  # a bot moved at the same time (simultaneous phases): look again
        assert result.error is None, result.error
        moves_made += 1
    assert moves_made >= 1
    seats = backend.read_game(ann, created.id).summary.seats
    assert seats[0].player_id == ann.id and all(s.kind == "bot" for s in seats[1:])


def _my_turn_or_over(backend: GameService, player: Any, game_id: str) -> Any:
    read = backend.read_game(player, game_id)
    if read.summary.status == "finished" or 0 in read.summary.to_act:
        return read
    return None
