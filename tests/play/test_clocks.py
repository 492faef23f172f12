"""The table's clock (docs/CLOCKS.md) against the real rules and AI workers.

Clocks that must fire run for a fraction of a second in the workers; clocks a test must beat
run for 30 s of real time while the test process, which applies its own synchronous moves,
moves its clock (``clocks.now``) past the deadline: the worker's task has certainly not run.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import pytest

from dashgames.engine import BadOptions, get_game
from dashgames.http.backend import GameService
from dashgames.infra.errors import Forbidden
from dashgames.play import clocks
from dashgames.play.errors import DeadlinePassed
from dashgames.play.results import Command
from dashgames.play.types import ClockSpec, EventRecord, SeatSpec
from dashgames.play.verify import verify_replay
from tests.support.service_helpers import wait_until

SHORT = 0.4  # seconds: a clock the workers let run out
WAIT = 30.0  # seconds a test waits at most for the workers, on a loaded shared machine
ONE_ROUND = {"round_limit": 1}  # Flag Dash: bots that take over end the game soon after


class Shift:
    """The test process's clock, ``by`` seconds ahead of the real one."""

    def __init__(self) -> None:
        self.by = 0.0
        self.base = float(int(time.time()))  # whole seconds: deadlines add up exactly

    def now(self) -> float:
        return self.base + self.by


@pytest.fixture
def shift(monkeypatch: pytest.MonkeyPatch) -> Iterator[Shift]:
    moved = Shift()
    monkeypatch.setattr(clocks, "now", moved.now)
    yield moved


def _duel(backend: GameService, players: Any, clock: ClockSpec, game_type: str = "toy_duel",
          options: dict[str, Any] | None = None) -> tuple[Any, Any, str]:
    ann, bob = players(2)
    given = {"target": 100} if options is None else options
    game = backend.create_game(ann, game_type, given,
                               [SeatSpec("human")] * 2, 0, clock)
    backend.join(bob, game.id, 1)
    return ann, bob, game.id


def _events(backend: GameService, game_id: str) -> list[EventRecord]:
    return backend.events_after(None, game_id, None, 0, 500)


def _of_type(records: list[EventRecord], kind: str) -> list[EventRecord]:
    return [r for r in records if r.event["type"] == kind]


def _steps(backend: GameService, game_id: str) -> list[Any]:
    return backend.store.log.all_steps(game_id, int(backend.store.meta(game_id).get("av", "1")))


def test_a_turn_clock_running_out_hands_the_seat_to_a_bot_that_then_moves(
    backend: GameService, players: Any
) -> None:
    # The smallest target: the bot's first roll most likely ends the game (no play left over).
    ann, _, game_id = _duel(backend, players, ClockSpec(per_move_seconds=SHORT, on_expiry="bot"),
                            options={"target": 3})
    clock = backend.read_game(ann, game_id).summary.clock
    assert clock is not None and set(clock["deadlines"]) == {"0"}
    assert clock["on_expiry"] == "bot" and clock["per_move_seconds"] == SHORT

    def bot_rolled() -> Any:
        records = _events(backend, game_id)
        rolls = [r for r in records if r.event["type"] == "rolled" and r.event["seat"] == 0]
        return records if rolls else None

    def expired_yet() -> Any:
        return _of_type(_events(backend, game_id), "clock_expired") or None

    wait_until(expired_yet, seconds=WAIT, every=0.01)
    print(f"\nthe clock expired {(time.time() - clock['deadlines']['0']) * 1000:.0f} ms late")
    records = wait_until(bot_rolled, seconds=WAIT)
    expired = _of_type(records, "clock_expired")[0]
    assert expired.event == {"type": "clock_expired", "seat": 0, "on_expiry": "bot",
                             "bot_level": "steady"}
    first_roll = next(r for r in records if r.event["type"] == "rolled")
    assert first_roll.event["seat"] == 0 and first_roll.version > expired.version
    assert len(first_roll.event["dice"]) == 2  # the steady bot's move: the last legal one
    seat = backend.read_game(ann, game_id).summary.seats[0]
    assert (seat.kind, seat.player_id, seat.resigned) == ("bot", ann.id, False)


def test_a_simultaneous_phase_has_one_deadline_and_bots_plan_for_every_seat_out_of_time(
    backend: GameService, players: Any
) -> None:
    ann, _, game_id = _duel(backend, players, ClockSpec(per_move_seconds=SHORT, on_expiry="bot"),
                            "flag_dash", ONE_ROUND)
    summary = backend.read_game(ann, game_id).summary
    assert summary.to_act == (0, 1) and summary.clock is not None
    deadlines = summary.clock["deadlines"]
    assert set(deadlines) == {"0", "1"} and deadlines["0"] == deadlines["1"]

    def bots_planned() -> Any:
        steps = _steps(backend, game_id)
        return steps if any(s.actor in (0, 1) for s in steps) else None

    steps = wait_until(bots_planned, seconds=WAIT)
    expiries = [s for s in steps if any(e["type"] == "clock_expired" for e in s.events)]
    assert len(expiries) == 1  # one deadline, one expiry step for both seats
    assert [e for e in expiries[0].events if e["type"] == "clock_expired"] == [
        {"type": "clock_expired", "seat": s, "on_expiry": "bot", "bot_level": "heuristic"}
        for s in (0, 1)
    ]
    assert all(s.version > expiries[0].version for s in steps if s.actor in (0, 1))


def test_forfeit_on_time_ends_a_two_player_game_and_its_replay_verifies(
    backend: GameService, players: Any
) -> None:
    ann, _, game_id = _duel(backend, players, ClockSpec(per_move_seconds=SHORT))
    clock = backend.read_game(ann, game_id).summary.clock
    assert clock is not None and clock["on_expiry"] == "forfeit"  # the duel's default

    def finished() -> Any:
        summary = backend.read_game(ann, game_id).summary
        return summary if summary.status == "finished" else None

    summary = wait_until(finished, seconds=WAIT)
    assert summary.outcome is not None and summary.outcome["winners"] == [1]
    assert summary.seats[0].resigned and summary.seats[0].kind == "human"
    kinds = [r.event["type"] for r in _events(backend, game_id)]
    # The clock stops (no deadline), and the game ends as every game does.
    assert kinds[-4:] == ["clock_expired", "resigned", "clock", "game_finished"]
    replay = backend.replay(game_id)
    assert replay.moves[-1]["actor"] == "resign" and replay.moves[-1]["move"] == 0
    assert verify_replay({**vars(replay), "moves": list(replay.moves),
                          "events": list(replay.events)}) == []


def _fire(backend: GameService, game_id: str, timer_id: str) -> None:
    """What the rules worker's ``fire_timer`` task does, here and now."""
    backend.rules.apply(Command(game_id, "timer", None, f"t-{timer_id}", timer_id))


@pytest.mark.parametrize("timer_first", [False, True])
def test_a_move_after_its_deadline_is_refused_and_the_expiry_applied_once(
    backend: GameService, players: Any, shift: Shift, timer_first: bool
) -> None:
    ann, _, game_id = _duel(backend, players, ClockSpec(per_move_seconds=30, on_expiry="bot"))
    timer_id = f"clock@{backend.store.meta(game_id)['v']}"
    shift.by = 31.0  # past the deadline; the worker's task waits for the real one
    if timer_first:
        _fire(backend, game_id, timer_id)
    with pytest.raises((DeadlinePassed, Forbidden)) as refused:
        backend.submit_move(ann, game_id, {"type": "roll", "dice": 1}, None, None, False)
    expected = Forbidden if timer_first else DeadlinePassed
    assert type(refused.value) is expected  # after the expiry the seat is the bot's
    if not timer_first:
        assert refused.value.code == "DEADLINE_PASSED"
        _fire(backend, game_id, timer_id)  # the task, late: nothing left to do
    expiries = _of_type(_events(backend, game_id), "clock_expired")
    assert [r.event["seat"] for r in expiries] == [0] and expiries[0].version == 3
    assert not any(r.event["type"] == "rolled" and r.version == 3
                   for r in _events(backend, game_id))
    # The player comes back: POST .../join takes the seat back from the bot.
    back = backend.join(ann, game_id, None)
    assert (back.seats[0].kind, back.seats[0].player_id) == ("human", ann.id)
    assert _of_type(_events(backend, game_id), "seat_reclaimed")[0].event["seat"] == 0
    backend.resign(ann, game_id)  # no clock left running behind the test


def test_a_bank_of_time_with_an_increment_is_kept_exactly(
    backend: GameService, players: Any, shift: Shift
) -> None:
    ann, bob, game_id = _duel(
        backend, players, ClockSpec(initial_seconds=10, increment_seconds=2, on_expiry="bot")
    )
    start = shift.base
    clock = backend.read_game(ann, game_id).summary.clock
    assert clock is not None
    assert clock["deadlines"] == {"0": start + 10} and clock["remaining"] == {"0": 10, "1": 10}
    shift.by = 3.0
    moved = backend.submit_move(ann, game_id, {"type": "roll", "dice": 1}, None, None, False)
    assert moved.error is None
    ticked = {"type": "clock", "deadlines": {"1": start + 13}, "remaining": {"0": 9, "1": 10}}
    assert ticked in moved.events  # 10 - 3 used + 2
    shift.by = 4.5
    moved = backend.submit_move(bob, game_id, {"type": "roll", "dice": 1}, None, None, False)
    ticked = {"type": "clock", "deadlines": {"0": start + 13.5},
              "remaining": {"0": 9, "1": 10.5}}  # 10 - 1.5 + 2; ann's turn ends at 4.5 + 9
    assert ticked in moved.events
    assert ticked in [r.event for r in _events(backend, game_id)]
    clock = backend.read_game(None, game_id).summary.clock
    assert clock is not None
    assert clock["deadlines"] == ticked["deadlines"]
    assert clock["remaining"] == ticked["remaining"]
    backend.resign(ann, game_id)  # no clock left running behind the test


def test_dash_and_cache_sand_timer_is_enforced_on_moves(
    backend: GameService, players: Any, shift: Shift
) -> None:
    ann, bob = players(2)
    game = backend.create_game(ann, "dash_and_cache", {"timer_seconds": 30, "round_limit": 1},
                               [SeatSpec("human")] * 2, 0)  # round_limit: less play left behind
    backend.join(bob, game.id, 1)
    summary = backend.read_game(ann, game.id).summary
    assert [t["id"] for t in summary.timers] == ["opening_grab-1"] and summary.clock is None
    _, version, moves, _ = backend.legal_moves(ann, game.id)
    grab = json.loads(moves)[0]
    shift.by = 31.0  # the sand has run out; the worker's task has not run yet
    with pytest.raises(DeadlinePassed) as refused:
        backend.submit_move(ann, game.id, grab, None, None, False)
    assert refused.value.details["timer"] == "opening_grab-1"
    _fire(backend, game.id, "opening_grab-1")  # the task, late: nothing left to do
    steps = [s for s in _steps(backend, game.id) if s.version > version]
    assert [(s.actor, s.move) for s in steps] == [("timer", "opening_grab-1")]
    assert not any(e.get("type") == "grabbed" for e in steps[0].events)


def test_a_move_in_a_simultaneous_phase_leaves_the_phase_deadline_as_it_was(
    backend: GameService, players: Any, shift: Shift
) -> None:
    ann, _, game_id = _duel(backend, players, ClockSpec(per_move_seconds=30), "flag_dash",
                            ONE_ROUND)
    clock = backend.read_game(ann, game_id).summary.clock
    assert clock is not None and clock["deadlines"] == {"0": shift.base + 30, "1": shift.base + 30}
    _, _, moves, _ = backend.legal_moves(ann, game_id)
    shift.by = 5.0
    moved = backend.submit_move(ann, game_id, json.loads(moves)[0], None, None, False)
    assert moved.error is None
    after = backend.read_game(ann, game_id).summary
    assert after.to_act and after.clock is not None
    assert after.clock["deadlines"] == {str(s): shift.base + 30 for s in after.to_act}


def test_a_clock_task_that_comes_early_is_sent_again_for_its_deadline(
    backend: GameService, players: Any, shift: Shift, monkeypatch: pytest.MonkeyPatch
) -> None:
    ann, _, game_id = _duel(backend, players, ClockSpec(per_move_seconds=30))
    meta = backend.store.meta(game_id)
    clock = backend.read_game(ann, game_id).summary.clock
    assert clock is not None
    deadline = clock["deadlines"]["0"]
    sent: list[Any] = []
    monkeypatch.setattr(backend.followups, "after_commit", lambda *args: sent.append(args))
    shift.by = 29.0  # a second early
    _fire(backend, game_id, f"clock@{meta['v']}")
    _fire(backend, game_id, f"clock@{int(meta['v']) - 1}")  # another version's: not this one's
    assert backend.store.meta(game_id)["v"] == meta["v"]  # nothing expired yet
    assert sent == [(game_id, int(meta["v"]), [], [],
                     [{"id": f"clock@{meta['v']}", "deadline": deadline}])]
    monkeypatch.undo()
    backend.resign(ann, game_id)  # no clock left running behind the test


def test_a_seat_still_alone_to_act_after_its_move_gets_a_fresh_per_move_time(
    shift: Shift,
) -> None:
    raw = clocks.configure(get_game("toy_duel"), ClockSpec(per_move_seconds=10,
                                                           initial_seconds=60), 2)
    seats = [{"k": "human"}, {"k": "human"}]
    base = shift.base
    first = clocks.tick(raw, seats, [0], 2)
    assert first is not None and first.tasks == [{"id": "clock@2", "deadline": base + 10}]
    shift.by = 4.0
    again = clocks.tick(first.raw, seats, [0], 3, alone=0)  # its own move; its turn goes on
    kept = clocks.tick(first.raw, seats, [0], 3)  # another seat's move in a shared phase
    assert again is not None and kept is not None and kept.tasks == []
    before = clocks.summary(first.raw)
    assert before is not None and before["deadlines"] == {"0": base + 10}
    assert clocks.summary(again.raw) == {**before, "deadlines": {"0": base + 14}}
    assert clocks.summary(kept.raw) == clocks.summary(first.raw)
    shift.by = 9.0  # the turn passes: the bank pays the 9 s of the whole turn
    passed = clocks.tick(again.raw, seats, [1], 4)
    assert passed is not None and clocks.summary(passed.raw) == {
        "per_move_seconds": 10, "initial_seconds": 60, "increment_seconds": 0,
        "on_expiry": "forfeit", "bot_level": "steady", "deadlines": {"1": base + 19},
        "remaining": {"0": 51, "1": 60}, "bank_seconds": None, "bank": None}


def test_the_take_over_level_is_the_tables_choice_and_checked_at_creation() -> None:
    game = get_game("double_dash")
    chosen = json.loads(clocks.configure(game, ClockSpec(per_move_seconds=5, bot_level="strong"),
                                         2))
    assert chosen["cfg"]["bot_level"] == "search"  # what `strong` names in this game for now
    alias = json.loads(clocks.configure(game, ClockSpec(per_move_seconds=5, bot_level="greedy"),
                                        2))
    assert alias["cfg"]["bot_level"] == "heuristic"  # an old name is stored as what it means
    default = json.loads(clocks.configure(game, ClockSpec(per_move_seconds=5), 2))
    assert default["cfg"]["bot_level"] == game.default_bot_level
    with pytest.raises(BadOptions) as refused:
        clocks.configure(game, ClockSpec(per_move_seconds=5, bot_level="grandmaster"), 2)
    assert refused.value.details["field"] == "clock.bot_level"


def test_a_seat_out_of_time_is_taken_over_at_the_clocks_level(
    backend: GameService, players: Any
) -> None:
    ann, _, game_id = _duel(backend, players, ClockSpec(per_move_seconds=SHORT, on_expiry="bot",
                                                        bot_level="random"),
                            options={"target": 3})
    records = wait_until(lambda: _of_type(_events(backend, game_id), "clock_expired") or None,
                         seconds=WAIT, every=0.01)
    assert records[0].event == {"type": "clock_expired", "seat": 0, "on_expiry": "bot",
                                "bot_level": "random"}
    assert backend.read_game(ann, game_id).summary.seats[0].bot_level == "random"
    assert backend.read_game(ann, game_id).summary.clock["bot_level"] == "random"


STALLED_OPTIONS = {
    "double_dash": {}, "dc_dash": {}, "flag_dash": ONE_ROUND,
    "dicey_curves": {"round_limit": 1}, "dash_and_cache": {"round_limit": 1},
}


@pytest.mark.parametrize("game_type", sorted(STALLED_OPTIONS))
def test_a_stalled_seat_is_taken_over_on_time_in_every_game_type(
    backend: GameService, players: Any, game_type: str
) -> None:
    """Two people seated, neither moves: each seat the clock runs out on is handed to a bot
    on time, and the bots play on from there."""
    ann, _, game_id = _duel(backend, players, ClockSpec(per_move_seconds=SHORT, on_expiry="bot"),
                            game_type, STALLED_OPTIONS[game_type])
    first = backend.read_game(ann, game_id).summary
    assert first.clock is not None and first.clock["deadlines"]
    deadline = min(first.clock["deadlines"].values())

    def taken_over_and_played_on() -> Any:
        records = _events(backend, game_id)
        expired = _of_type(records, "clock_expired")
        later = [r for r in records if expired and r.version > expired[0].version
                 and r.event["type"] not in ("clock", "clock_expired")]
        return (expired, later) if later else None

    wait_until(lambda: _of_type(_events(backend, game_id), "clock_expired") or None,
               seconds=WAIT, every=0.01)
    late = time.time() - deadline
    expired, _ = wait_until(taken_over_and_played_on, seconds=WAIT, every=0.02)
    assert expired[0].event["on_expiry"] == "bot"
    assert late < 5.0, f"expired {late:.2f} s after the deadline"  # on time, on a busy machine
    summary = backend.read_game(ann, game_id).summary
    taken = [s for s in summary.seats if s.kind == "bot"]
    assert taken and all(s.player_id is not None for s in taken)  # their players' seats
