"""Resigning, per the game's policy: forfeit ends the game; "bot" hands the seat to a bot."""

from __future__ import annotations

from typing import Any

import pytest

from dashgames.engine import GameOver
from dashgames.http.backend import GameService
from dashgames.infra.errors import Forbidden
from dashgames.play.types import SeatSpec
from tests.support.service_helpers import wait_until


def _duel(backend: GameService, players: Any, game_type: str) -> tuple[Any, Any, str]:
    ann, bob = players(2)
    game = backend.create_game(ann, game_type, {"target": 30}, [SeatSpec("human")] * 2, 0)
    backend.join(bob, game.id, 1)
    return ann, bob, game.id


def test_forfeit_ends_the_game_for_the_other_seat(backend: GameService, players: Any) -> None:
    ann, bob, game_id = _duel(backend, players, "toy_duel")
    summary = backend.resign(bob, game_id)
    assert summary.status == "finished" and summary.outcome is not None
    assert summary.outcome["winners"] == [0] and summary.outcome["reason"] == "resigned"
    assert summary.seats[1].resigned and summary.to_act == ()
    replay = backend.replay(game_id)
    assert replay.moves[-1] == {"actor": "resign", "move": 1, "version": summary.version}
    with pytest.raises(GameOver):
        backend.resign(ann, game_id)


def test_a_resigned_seat_goes_to_the_default_bot_and_the_game_goes_on(
    backend: GameService, players: Any
) -> None:
    ann, bob, game_id = _duel(backend, players, "toy_duel_handover")
    summary = backend.resign(ann, game_id)  # seat 0 is to act: its bot moves at once
    assert summary.status == "active"
    assert (summary.seats[0].kind, summary.seats[0].bot_level, summary.seats[0].resigned) == (
        "bot", "steady", True)
    with pytest.raises(Forbidden):
        backend.submit_move(ann, game_id, {"type": "roll", "dice": 1}, None, None, False)
    while True:
        read = wait_until(lambda: _bob_or_over(backend, bob, game_id), seconds=60)
        if read.summary.status == "finished":
            break
        backend.submit_move(bob, game_id, {"type": "roll", "dice": 2}, read.version, None, False)
    kinds = [r.event["type"] for r in backend.events_after(None, game_id, None, 0, 500)]
    assert "seat_resigned" in kinds and "won" in kinds


def test_leaving_an_open_game_frees_the_seat(backend: GameService, players: Any) -> None:
    ann, bob = players(2)
    game = backend.create_game(ann, "toy_duel", None, [SeatSpec("human")] * 2, 0)
    summary = backend.resign(ann, game.id)
    assert summary.status == "open" and summary.seats[0].player_id is None
    assert backend.join(bob, game.id, 0).seats[0].player_id == bob.id


def _bob_or_over(backend: GameService, bob: Any, game_id: str) -> Any:
    read = backend.read_game(bob, game_id)
    return read if read.summary.status == "finished" or 1 in read.summary.to_act else None
