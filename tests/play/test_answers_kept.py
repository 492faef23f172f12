"""A command's answer and its idempotency key outlive many versions (play/commit.py,
``RESULT_SECONDS``): a client retrying after a long outage, the game gone on meanwhile, gets its
first answer, never a second application."""

from __future__ import annotations

import json
from typing import Any

from dashgames.http.backend import GameService
from dashgames.play import seats as seating
from dashgames.play.commit import FOLD_EVERY, RESULT_WINDOW
from dashgames.play.types import SeatSpec


def _mover(backend: GameService, game_id: str, people: dict[str, Any]) -> Any:
    meta = backend.store.meta(game_id)
    rows = seating.load_seats(meta["seats"])
    return people[str(rows[json.loads(meta["act"])[0]].get("p"))]


def test_a_retry_after_many_versions_gets_the_first_answer(
    backend: GameService, players: Any
) -> None:
    ann, bob = players(2)
    # 49 moves: a target no run of dice reaches in them (at 100, about one game in twelve ended)
    game = backend.create_game(ann, "toy_duel", {"target": 1000}, [SeatSpec("human")] * 2, 0)
    backend.join(bob, game.id, 1)
    people = {ann.id: ann, bob.id: bob}
    first_mover = _mover(backend, game.id, people)
    roll = {"type": "roll", "dice": 1}
    first = backend.submit_move(first_mover, game.id, roll, None, "kept-1", False)
    assert first.status == "applied" and first.error is None
    for _ in range(RESULT_WINDOW + 2 * FOLD_EVERY):  # far past the version window, two folds
        backend.submit_move(_mover(backend, game.id, people), game.id, roll, None, None, False)
    before = int(backend.store.meta(game.id)["v"])
    assert before > first.version + RESULT_WINDOW + FOLD_EVERY
    again = backend.submit_move(first_mover, game.id, roll, None, "kept-1", False)
    assert (again.command_id, again.version, again.error) == (
        first.command_id, first.version, None)
    assert int(backend.store.meta(game.id)["v"]) == before  # nothing applied a second time
