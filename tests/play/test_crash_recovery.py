"""Liveness after a crash (issue 14, item 2): ``kill -9`` of a worker at any moment, or of the
process that committed a move before it queued what follows, and the game goes on within 10 s
of a replacement being up, every step applied exactly once (versions contiguous, the replay
re-runs exactly). Real processes on a platform of their own (``crash_platform.py``); the
reconciler (``dashgames.play.reconciler``) sends again what a crash lost.

``make soak`` runs the same with many more kills (``DASHGAMES_SOAK_TRIES``).
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from typing import Any

import pytest

from dashgames.accounts.types import Player
from dashgames.play.results import Command, parse_stored, result_field
from dashgames.play.types import SeatSpec
from tests.play.crash_platform import (
    BOUND,
    GRACE,
    CrashPlatform,
    DroppedFollowups,
    play_through_kills,
)

# A 10 s liveness bound under kill -9: run alone, after the parallel part of `make test`.
pytestmark = pytest.mark.alone
ROLL = {"type": "roll", "dice": 1}
TRIES = int(os.environ.get("DASHGAMES_SOAK_TRIES", "6"))


@pytest.fixture(scope="module")
def crash_platform(tmp_path_factory: pytest.TempPathFactory) -> Iterator[CrashPlatform]:
    platform = CrashPlatform(tmp_path_factory.mktemp("crash-redis"))
    try:
        platform.start("rules")
        platform.start("ai")
        yield platform
    finally:
        platform.stop()


def _wait_until_finished(platform: CrashPlatform, game_id: str, seconds: float) -> None:
    ends = time.monotonic() + seconds
    while platform.version(game_id)[1] != "finished":
        assert time.monotonic() < ends, f"game {game_id} stuck at {platform.version(game_id)}"
        time.sleep(0.05)


def test_a_bot_turn_lost_between_commit_and_queue_is_sent_again(
    crash_platform: CrashPlatform,
) -> None:
    """The human's move commits and its process dies before it queues the bot's turn: the
    bot still moves, within the grace and a sweep."""
    platform = crash_platform
    game_id, human = platform.bot_game("toy_duel", 2, {"target": 20}, human=True)
    _wait_until_finished_or_human(platform, game_id)
    platform.service.rules.followups = DroppedFollowups()
    try:
        result = platform.service.submit_move(human, game_id, ROLL, None, None, False)
    finally:
        platform.service.rules.followups = platform.service.followups
    assert result.to_act == (1,)
    moved_at = time.monotonic()
    while platform.version(game_id)[0] == result.version:
        assert time.monotonic() - moved_at < GRACE + 3.0, "the lost bot turn was not sent again"
        time.sleep(0.02)
    platform.service.resign(human, game_id)
    platform.check_replay(game_id)


def _wait_until_finished_or_human(platform: CrashPlatform, game_id: str) -> None:
    """Until the human seat 0 is to act (the bot may have moved first)."""
    ends = time.monotonic() + BOUND
    while platform.store.meta(game_id)["act"] != "[0]":
        assert time.monotonic() < ends
        time.sleep(0.02)


def test_clocks_and_bot_turns_lost_at_creation_are_sent_again(
    crash_platform: CrashPlatform,
) -> None:
    """A game created by a process that dies before it queues anything (its first clock, its
    first bot turn): it plays to its end on the clocks and the bot alone."""
    platform = crash_platform
    service = platform.service
    service.play.followups = DroppedFollowups()  # create_game queues through the service's own
    try:
        game_id, _ = platform.bot_game("toy_duel", 2, {"target": 12, "turn_seconds": 0.3},
                                       human=True)
    finally:
        service.play.followups = service.rules.followups
    _wait_until_finished(platform, game_id, 30.0)
    platform.check_replay(game_id)
    steps = platform.store.log.all_steps(game_id, int(platform.store.meta(game_id)["av"]))
    assert "timer" in {s.actor for s in steps}  # the clock fired, with the human away


def _duel(service: Any) -> tuple[Player, Player, str]:
    ann = service.create_player("ann", False)[0]
    bob = service.create_player("bob", False)[0]
    game = service.create_game(ann, "toy_duel", {"target": 90},
                               [SeatSpec("human")] * 2, 0)
    service.join(bob, game.id, 1)
    return ann, bob, game.id


def test_a_queued_command_lost_before_it_was_queued_is_sent_again_once(
    crash_platform: CrashPlatform,
) -> None:
    """Isolation mode: the API reserves a command's answer and dies before it queues the
    command. The reconciler queues the reserved copy: it is applied, once."""
    service = crash_platform.isolated_service()
    ann, _, game_id = _duel(service)
    service.play.followups = DroppedFollowups()
    accepted = service.submit_move(ann, game_id, ROLL, None, "k1", True)
    assert accepted.status == "accepted"
    ends = time.monotonic() + GRACE + 3.0
    while (answer := service.command_result(ann, game_id, accepted.command_id)).status != (
            "applied"):
        assert time.monotonic() < ends, "the queued command was not sent again"
        time.sleep(0.02)
    assert answer.error is None and answer.version == 3
    time.sleep(GRACE + 0.5)  # a second send, if any, has had its chance
    assert crash_platform.version(game_id)[0] == 3


def test_a_queued_command_delivered_again_after_it_applied_changes_nothing(
    crash_platform: CrashPlatform,
) -> None:
    """A queued command with an idempotency key arrives twice (a worker died after the
    commit, before its acknowledgement; or the reconciler's copy): the second gets the
    first's answer. Before, it was applied again (here refused as out of turn, its refusal
    overwriting the first's answer)."""
    service = crash_platform.isolated_service()
    ann, _, game_id = _duel(service)
    service.play.followups = DroppedFollowups()  # the test plays the worker
    accepted = service.submit_move(ann, game_id, ROLL, None, "k2", True)
    reserved = parse_stored(crash_platform.store.result(game_id,
                                                        result_field(accepted.command_id)))
    command = Command.from_json(reserved["c"])
    first = service.rules.apply(command)
    again = service.rules.apply(command)
    assert first.error is None and first.version == 3
    assert again == first
    assert crash_platform.version(game_id)[0] == 3
    assert service.command_result(ann, game_id, accepted.command_id) == first


def test_queued_moves_are_applied_once_through_kills_of_the_rules_worker(
    crash_platform: CrashPlatform,
) -> None:
    """Isolation mode, two people taking turns: after some moves, kill -9 the rules worker at
    once (it holds the command, or has applied it and not yet acknowledged it) and start a
    replacement. Every move is answered within the bound, each applied once."""
    platform = crash_platform
    service = platform.isolated_service()
    ann, bob, game_id = _duel(service)
    seats = (ann, bob)
    for turn in range(8):
        mover = seats[turn % 2]
        version = platform.version(game_id)[0]
        accepted = service.submit_move(mover, game_id, ROLL, None, f"t{turn}", True)
        if turn % 2 == 0:
            time.sleep(0.02 * turn)
            platform.kill("rules")
            up_at = platform.start("rules")
        else:
            up_at = time.monotonic()
        while (answer := service.command_result(mover, game_id, accepted.command_id)
               ).status != "applied":
            assert time.monotonic() - up_at < BOUND, f"move {turn} not applied"
            time.sleep(0.02)
        assert answer.error is None and answer.version == version + 1
    time.sleep(GRACE + 0.5)  # any copy still on its way has had its chance
    steps = platform.store.log.all_steps(game_id, int(platform.store.meta(game_id)["av"]))
    assert [s.actor for s in steps if s.actor != "platform"] == [0, 1] * 4
    assert [s.version for s in steps] == list(range(2, 2 + len(steps)))


def test_games_go_on_through_repeated_kills_of_the_workers(
    crash_platform: CrashPlatform,
) -> None:
    """kill -9 of the rules or the ai worker at random moments, each time a replacement: every
    running game moves on within 10 s of the replacement being up, and every game ends with
    an exact replay. Bot games of two types, and a human who never moves against a bot on a
    turn clock (the rules worker dies holding the clock's countdown)."""

    def make_game(i: int) -> str:
        if i % 3 == 0:
            return platform.bot_game("toy_duel", 2, {"target": 100})[0]
        if i % 3 == 1:
            return platform.bot_game("toy_duel", 2, {"target": 30, "turn_seconds": 0.4},
                                     human=True)[0]
        return platform.bot_game("double_dash", 2)[0]

    platform = crash_platform
    figures = play_through_kills(platform, TRIES, make_game, parallel=3, seed=14,
                                 kinds=("rules", "ai", "redis"))
    print(f"\ncrash recovery: {figures.line()}")
    assert figures.tries == TRIES
    assert figures.longest < BOUND
