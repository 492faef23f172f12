"""The test platform's faked time (``DASHGAMES_TEST_CLOCK_SHIFT_FILE``,
tests/support/clock_shift.py): the rules worker and this process count their clocks on the same
shifted time, and the file is read again whenever it is replaced."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dashgames.http.backend import GameService
from dashgames.play import clocks
from dashgames.play.errors import DeadlinePassed
from dashgames.play.types import ClockSpec, SeatSpec
from tests.support import clock_shift

HOUR = 3600.0
ROLL = {"type": "roll", "dice": 1}
SLACK = 30.0  # real seconds between a turn's start and its move, on a loaded machine


def test_the_file_is_read_again_each_time_it_is_replaced(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "shift"
    monkeypatch.setenv(clock_shift.VARIABLE, str(path))
    shift = clocks._ShiftFile(str(path))
    assert shift.seconds() == 0.0  # no file: the real time
    for seconds in (90.0, 91.0, -5.0, 0.0):  # replaced within the file system's timestamp tick
        clock_shift.set_shift(seconds)
        assert shift.seconds() == seconds
    assert clock_shift.shift_clock(HOUR) == HOUR and shift.seconds() == HOUR
    path.write_text("", encoding="utf-8")  # empty: no shift
    assert shift.seconds() == 0.0


def test_the_worker_and_this_process_count_on_the_shifted_time(
        make_settings: Any, shift_clock: Any) -> None:
    # Every move goes through the rules worker: its clock pays the bank and judges the deadline.
    service = GameService(make_settings(isolation=True, sync_wait_seconds=10.0))
    ann, bob = (service.create_player(name, False)[0] for name in ("ann", "bob"))
    game = service.create_game(ann, "toy_duel", {"target": 90}, [SeatSpec("human")] * 2, 0,
                               ClockSpec(per_move_seconds=HOUR, bank_seconds=HOUR))
    service.join(bob, game.id, 1)
    shift_clock(1.5 * HOUR)  # Ann takes an hour and a half: half an hour from her bank
    assert service.submit_move(ann, game.id, ROLL, None, None, False).error is None
    clock = service.read_game(ann, game.id).summary.clock
    assert clock is not None and clock["bank"]["1"] == HOUR
    assert HOUR / 2 - SLACK < clock["bank"]["0"] <= HOUR / 2
    assert shift_clock(2 * HOUR + 60) == 3.5 * HOUR + 60  # Bob's hour, his bank and a minute
    assert clock["deadlines"]["1"] < clocks.now()  # this process's clock is past it too
    with pytest.raises(DeadlinePassed):  # the worker finds his deadline gone
        service.submit_move(bob, game.id, ROLL, None, None, False)
