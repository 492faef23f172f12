"""Turn-based play (docs/CLOCKS.md, "Turn-based play"): a day per move with a day bank, on the
rules' own clock moved forward by days (``clocks.now``), against the real rules workers."""

from __future__ import annotations

from typing import Any

import pytest

from dashgames.engine import BadOptions
from dashgames.http.backend import GameService
from dashgames.play.types import ClockSpec
from tests.play.test_clocks import Shift, _duel, shift  # noqa: F401  (the fixture)

DAY = 86400.0
ROLL = {"type": "roll", "dice": 1}


def test_a_slow_move_draws_on_the_day_bank_a_quick_one_does_not(
        backend: GameService, players: Any, shift: Shift) -> None:  # noqa: F811
    ann, bob, game_id = _duel(backend, players, ClockSpec(per_move_seconds=DAY,
                                                          bank_seconds=2 * DAY))
    start = shift.base
    clock = backend.read_game(ann, game_id).summary.clock
    assert clock is not None
    assert clock["deadlines"] == {"0": start + 3 * DAY}  # a day, and the whole bank
    assert clock["bank"] == {"0": 2 * DAY, "1": 2 * DAY} and clock["bank_seconds"] == 2 * DAY
    shift.by = DAY + 3600  # Ann takes 25 hours: one hour from her bank
    assert backend.submit_move(ann, game_id, ROLL, None, None, False).error is None
    clock = backend.read_game(None, game_id).summary.clock
    assert clock is not None
    assert clock["bank"] == {"0": 2 * DAY - 3600, "1": 2 * DAY}
    assert clock["deadlines"] == {"1": start + DAY + 3600 + 3 * DAY}
    shift.by += 6 * 3600  # Bob answers within six hours: his bank stays whole
    assert backend.submit_move(bob, game_id, ROLL, None, None, False).error is None
    clock = backend.read_game(None, game_id).summary.clock
    assert clock is not None
    assert clock["bank"] == {"0": 2 * DAY - 3600, "1": 2 * DAY}
    assert clock["deadlines"] == {"0": start + DAY + 7 * 3600 + DAY + 2 * DAY - 3600}
    backend.resign(ann, game_id)


@pytest.mark.parametrize("per_move", [60.0, 3599.0, 14 * DAY + 1, None])
def test_a_day_bank_needs_a_turn_based_time_per_move(
        backend: GameService, players: Any, per_move: float | None) -> None:
    with pytest.raises(BadOptions) as refused:
        _duel(backend, players, ClockSpec(per_move_seconds=per_move, initial_seconds=600,
                                          bank_seconds=DAY))
    assert refused.value.details["field"] == "clock.per_move_seconds"


def test_one_hour_and_fourteen_days_are_the_bounds(backend: GameService, players: Any) -> None:
    for per_move in (3600.0, 14 * DAY):
        ann, _, game_id = _duel(backend, players, ClockSpec(per_move_seconds=per_move,
                                                            bank_seconds=0))
        clock = backend.read_game(ann, game_id).summary.clock
        assert clock is not None and clock["per_move_seconds"] == per_move
        backend.resign(ann, game_id)
