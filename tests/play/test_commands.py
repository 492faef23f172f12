"""Moves through the service: idempotency, stale versions, refusals, views and events per seat."""

from __future__ import annotations

import json
from typing import Any

import pytest

from dashgames.http.backend import GameService
from dashgames.infra.errors import Forbidden, GameNotFound
from dashgames.play.errors import IdempotencyMismatch, NotStarted, SeatTaken, StaleVersion
from dashgames.play.types import SeatSpec

ROLL = {"type": "roll", "dice": 1}


def _duel(backend: GameService, players: Any, **options: Any) -> tuple[Any, Any, str]:
    ann, bob = players(2)
    game = backend.create_game(ann, "toy_duel", {"target": 90, **options},
                               [SeatSpec("human")] * 2, 0)
    backend.join(bob, game.id, 1)
    return ann, bob, game.id


def _secrets(backend: GameService, game_id: str) -> tuple[int, int]:
    state = json.loads(backend.store.redis.get(backend.store.game_key(game_id, "state")))
    return state["secrets"][0], state["secrets"][1]


def test_a_retry_with_the_same_key_returns_the_first_answer_and_applies_once(
    backend: GameService, players: Any
) -> None:
    ann, _, game_id = _duel(backend, players)
    first = backend.submit_move(ann, game_id, ROLL, None, "key-1", False)
    again = backend.submit_move(ann, game_id, ROLL, None, "key-1", False)
    assert first.error is None and first.version == 3
    assert again == first
    assert backend.read_game(ann, game_id).version == 3
    assert backend.command_result(ann, game_id, first.command_id) == first


def test_a_key_reused_with_another_body_is_refused(backend: GameService, players: Any) -> None:
    ann, _, game_id = _duel(backend, players)
    backend.submit_move(ann, game_id, ROLL, None, "key-1", False)
    with pytest.raises(IdempotencyMismatch):
        backend.submit_move(ann, game_id, {"type": "roll", "dice": 2}, None, "key-1", False)
    assert backend.read_game(ann, game_id).version == 3


def test_a_stale_expected_version_names_the_current_one(
    backend: GameService, players: Any
) -> None:
    ann, bob, game_id = _duel(backend, players)
    backend.submit_move(ann, game_id, ROLL, 2, None, False)
    with pytest.raises(StaleVersion) as caught:
        backend.submit_move(bob, game_id, ROLL, 2, None, False)
    assert caught.value.details["current_version"] == 3
    assert backend.read_game(bob, game_id).version == 3


def test_a_refusal_is_stored_so_a_retry_gets_the_same_answer(
    backend: GameService, players: Any
) -> None:
    _, bob, game_id = _duel(backend, players)
    refused = backend.submit_move(bob, game_id, ROLL, None, "early", False)
    assert refused.error is not None and refused.error["code"] == "NOT_YOUR_TURN"
    assert backend.submit_move(bob, game_id, ROLL, None, "early", False) == refused
    bad = backend.submit_move(bob, game_id, {"type": "fly"}, None, None, False)
    assert bad.error is not None and bad.error["code"] == "NOT_YOUR_TURN"
    assert backend.read_game(bob, game_id).version == 2


def test_moves_wait_for_every_seat_and_need_a_seat(backend: GameService, players: Any) -> None:
    ann, bob, carl = players(3)
    game = backend.create_game(ann, "toy_duel", None, [SeatSpec("human")] * 2, 0)
    assert game.status == "open"
    with pytest.raises(NotStarted):
        backend.submit_move(ann, game.id, ROLL, None, None, False)
    backend.join(bob, game.id, None)
    with pytest.raises(SeatTaken):
        backend.join(carl, game.id, None)
    with pytest.raises(Forbidden):
        backend.submit_move(carl, game.id, ROLL, None, None, False)
    with pytest.raises(Forbidden):
        backend.legal_moves(carl, game.id)
    with pytest.raises(GameNotFound):
        backend.read_game(ann, "nosuchgame")
    assert backend.read_game(ann, game.id).summary.status == "active"


def test_each_seat_reads_its_own_view_and_no_one_else_s_secret(
    backend: GameService, players: Any
) -> None:
    ann, bob, game_id = _duel(backend, players)
    backend.submit_move(ann, game_id, ROLL, None, None, False)
    secret0, secret1 = _secrets(backend, game_id)
    rendered = {k.decode(): json.loads(v) for k, v in backend.store.redis.hgetall(
        backend.store.game_key(game_id, "pub")).items()}
    assert rendered["0"]["my_secret"] == secret0 and rendered["0"]["secrets"] is None
    assert rendered["1"]["my_secret"] == secret1 and rendered["1"]["secrets"] is None
    assert rendered["s"]["my_secret"] is None and rendered["s"]["secrets"] is None
    assert "rng" not in json.dumps(rendered)
    assert json.loads(backend.read_game(bob, game_id).view_json) == rendered["1"]
    assert json.loads(backend.read_game(None, game_id).view_json) == rendered["s"]
    seat, version, moves, _ = backend.legal_moves(bob, game_id)
    assert (seat, version, json.loads(moves)) == (1, 3, [{"type": "roll", "dice": 1},
                                                        {"type": "roll", "dice": 2}])
    assert json.loads(backend.legal_moves(ann, game_id)[2]) == []


def test_events_are_filtered_per_seat_and_resume_after_an_id(
    backend: GameService, players: Any
) -> None:
    ann, bob, game_id = _duel(backend, players)
    backend.submit_move(ann, game_id, ROLL, None, None, False)
    backend.submit_move(bob, game_id, ROLL, None, None, False)
    secret0, secret1 = _secrets(backend, game_id)
    mine = backend.events_after(ann, game_id, None, 0, 100)
    kinds = [(r.id, r.event["type"]) for r in mine]
    assert kinds == [("2-1", "seat_taken"), ("2-2", "game_started"), ("3-1", "rolled"),
                     ("3-2", "secret_reminder"), ("4-1", "rolled")]
    assert mine[3].event == {"type": "secret_reminder", "secret": secret0}
    theirs = backend.events_after(bob, game_id, "3-1", 0, 100)
    assert [(r.id, r.event) for r in theirs] == [
        ("4-1", theirs[0].event), ("4-2", {"type": "secret_reminder", "secret": secret1})]
    public = backend.events_after(None, game_id, "2-2", 0, 100)
    assert [r.event["type"] for r in public] == ["rolled", "rolled"]
    assert backend.events_after(None, game_id, "4-2", 0, 100) == []


def test_a_long_poll_wakes_up_on_the_next_move(backend: GameService, players: Any) -> None:
    import threading
    import time

    ann, bob, game_id = _duel(backend, players)
    threading.Timer(0.3, backend.submit_move, (ann, game_id, ROLL, None, None, False)).start()
    started = time.monotonic()
    records = backend.events_after(bob, game_id, "2-2", 5.0, 10)
    assert [r.event["type"] for r in records] == ["rolled"]
    assert 0.2 < time.monotonic() - started < 3.0


def test_a_process_whose_newest_version_is_out_of_date_still_decides_on_the_real_one(
    backend: GameService, players: Any, make_settings: Any
) -> None:
    """A process commits on its newest known version without reading; when another process
    moved the game meanwhile, neither the commit nor a refusal may rest on the old one."""
    ann, bob, game_id = _duel(backend, players)
    elsewhere = GameService(make_settings())  # another API process on the same store
    assert backend.submit_move(ann, game_id, ROLL, None, None, False).version == 3
    assert elsewhere.submit_move(bob, game_id, ROLL, None, None, False).version == 4
    # At version 3, which this process last committed, ann may not move; at 4 she may.
    again = backend.submit_move(ann, game_id, ROLL, None, None, False)
    assert again.error is None and again.version == 5
    assert elsewhere.submit_move(bob, game_id, ROLL, None, None, False).version == 6
    # Out of turn for real (bob moved last): refused, on the real version.
    late = elsewhere.submit_move(bob, game_id, ROLL, None, None, False)
    assert late.error is not None and late.error["code"] == "NOT_YOUR_TURN"
    assert late.version == 6
    # An If-Match naming this process's old version is stale, with the real current version.
    with pytest.raises(StaleVersion) as caught:
        backend.submit_move(ann, game_id, ROLL, 5, None, False)
    assert caught.value.details["current_version"] == 6
    assert backend.submit_move(ann, game_id, ROLL, 6, None, False).version == 7
