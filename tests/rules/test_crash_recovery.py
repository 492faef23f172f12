"""Liveness after a crash (issue 14, item 2): ``kill -9`` of a worker at any moment, or of the
process that committed a move before it queued what follows, and the game goes on within 10 s
of a replacement being up, every step applied exactly once (versions contiguous, the replay
re-runs exactly). Real processes on a platform of their own (``crash_platform.py``); the
reconciler (``dashgames.rules.reconciler``) sends again what a crash lost.

``make soak`` runs the same with many more kills (``DASHGAMES_SOAK_TRIES``).
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from dashgames.platform import facade
from tests.rules.crash_platform import (
    BOUND,
    GRACE,
    CrashPlatform,
    DroppedFollowups,
    play_through_kills,
)

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
        result = platform.service.submit_move(human, game_id, {"type": "roll", "dice": 2}, None, None, False)
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
    service.followups = DroppedFollowups()  # create_game queues through the service's own
    try:
        game_id, _ = platform.bot_game("toy_duel", 2, {"target": 12, "turn_seconds": 0.3},
                                       human=True)
    finally:
        service.followups = service.rules.followups
    _wait_until_finished(platform, game_id, 30.0)
    platform.check_replay(game_id)
    steps = platform.store.all_steps(game_id, int(platform.store.meta(game_id)["av"]))
    assert "timer" in {s.actor for s in steps}  # the clock fired, with the human away


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
    figures = play_through_kills(platform, TRIES, make_game, parallel=3, seed=14)
    print(f"\ncrash recovery: {figures.line()}")
    assert figures.tries == TRIES
    assert figures.longest < BOUND
