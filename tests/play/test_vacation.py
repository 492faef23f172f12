"""Vacation (docs/CLOCKS.md, "Vacation"): an account pauses its own turn-based clocks, a bounded
number of days a year. On the rules' own clock moved forward by days (``clocks.now``), against
the real rules workers: each case fires the clock's countdown here and now, a second before and
at the deadline as the vacation leaves it."""

from __future__ import annotations

from typing import Any

import pytest

from dashgames.accounts.vacation import Vacations, VacationUsedUp
from dashgames.http.backend import GameService
from dashgames.play.errors import DeadlinePassed
from dashgames.play.types import ClockSpec
from tests.play.test_clocks import Shift, _duel, _events, _fire, _of_type, shift  # noqa: F401

DAY = 86400.0
HOUR = 3600.0
ROLL = {"type": "roll", "dice": 1}


def _timer(backend: GameService, game_id: str) -> str:
    return f"clock@{backend.store.meta(game_id)['v']}"


def _expired(backend: GameService, game_id: str) -> list[int]:
    return [r.event["seat"] for r in _of_type(_events(backend, game_id), "clock_expired")]


def test_a_vacation_pushes_the_deadline_back_by_its_length(
        backend: GameService, players: Any, shift: Shift,  # noqa: F811
        monkeypatch: pytest.MonkeyPatch) -> None:
    ann, _, game_id = _duel(backend, players, ClockSpec(per_move_seconds=DAY, bank_seconds=DAY,
                                                        on_expiry="forfeit"))
    start, timer = shift.base, _timer(backend, game_id)
    sent: list[dict[str, Any]] = []
    monkeypatch.setattr(backend.rules.followups, "after_commit",
                        lambda *args, **_: sent.extend(args[4]))
    shift.by = HOUR
    state = backend.set_vacation(ann, True)
    assert (state["on"], state["since"], state["ends_at"]) == (True, start + HOUR,
                                                               start + HOUR + 30 * DAY)
    assert [s["vacation"] for s in backend.presence(game_id)] == [True, False]
    shift.by = HOUR + 5 * DAY
    state = backend.set_vacation(ann, False)
    assert (state["on"], state["used_seconds"], state["left_seconds"]) == (False, 5 * DAY,
                                                                           25 * DAY)
    assert [s["vacation"] for s in backend.presence(game_id)] == [False, False]
    # Back early: the countdown is sent again for the deadline as it now stands.
    assert sent == [{"id": timer, "deadline": start + 2 * DAY + 5 * DAY}]
    shift.by = 7 * DAY - 1  # a day and the bank, plus five days away: one second short
    _fire(backend, game_id, timer)
    assert _expired(backend, game_id) == []
    shift.by = 7 * DAY
    _fire(backend, game_id, timer)
    assert _expired(backend, game_id) == [0]


def test_the_bank_pays_for_the_time_outside_the_vacation_only(
        backend: GameService, players: Any, shift: Shift) -> None:  # noqa: F811
    ann, bob, game_id = _duel(backend, players, ClockSpec(per_move_seconds=DAY,
                                                          bank_seconds=DAY))
    start = shift.base
    shift.by = 2 * HOUR
    backend.set_vacation(ann, True)
    shift.by = 2 * HOUR + 3 * DAY
    backend.set_vacation(ann, False)
    shift.by = 5 * DAY  # two days of her own (a day and the bank) and three away
    with pytest.raises(DeadlinePassed):  # refused at the deadline as the vacation left it
        backend.submit_move(ann, game_id, ROLL, None, None, False)
    other_ann, other_bob, other = _duel(backend, players, ClockSpec(per_move_seconds=DAY,
                                                                    bank_seconds=DAY))
    shift.by = 5 * DAY + HOUR
    backend.set_vacation(other_ann, True)
    shift.by = 5 * DAY + HOUR + 3 * DAY
    backend.set_vacation(other_ann, False)
    shift.by = 5 * DAY + 3 * DAY + 2 * DAY - 1  # her two days (a day and the bank) less 1 s
    assert backend.submit_move(other_ann, other, ROLL, None, None, False).error is None
    clock = backend.read_game(None, other).summary.clock
    assert clock is not None
    assert clock["bank"] == {"0": 1.0, "1": DAY}, "2 days less a second of hers: 1 s left"
    assert clock["deadlines"] == {"1": start + 10 * DAY - 1 + 2 * DAY}
    backend.resign(other_ann, other)
    del ann, bob, other_bob


def test_a_vacation_ends_by_itself_when_the_years_days_run_out(
        backend: GameService, players: Any, shift: Shift,  # noqa: F811
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(backend.rules.vacations, "allowance", 2 * DAY)
    ann, _, game_id = _duel(backend, players, ClockSpec(per_move_seconds=DAY, bank_seconds=0,
                                                        on_expiry="forfeit"))
    start, timer = shift.base, _timer(backend, game_id)
    shift.by = HOUR
    assert backend.set_vacation(ann, True)["ends_at"] == start + HOUR + 2 * DAY
    shift.by = 3 * DAY - 1  # never came back: paused two days, the day runs out at 3 days
    _fire(backend, game_id, timer)
    assert _expired(backend, game_id) == []
    assert backend.presence(game_id)[0]["vacation"] is False, "over by itself at 2 days 1 h"
    shift.by = 3 * DAY
    _fire(backend, game_id, timer)
    assert _expired(backend, game_id) == [0]
    state = backend.vacation(ann)
    assert (state["on"], state["used_seconds"], state["left_seconds"]) == (False, 2 * DAY, 0)
    with pytest.raises(VacationUsedUp):
        backend.set_vacation(ann, True)


def test_live_clocks_run_on_vacation(backend: GameService, players: Any,
                                     shift: Shift) -> None:  # noqa: F811
    ann, _, game_id = _duel(backend, players, ClockSpec(per_move_seconds=60,
                                                        on_expiry="forfeit"))
    backend.set_vacation(ann, True)
    shift.by = 60
    _fire(backend, game_id, _timer(backend, game_id))
    assert _expired(backend, game_id) == [0]
    backend.set_vacation(ann, False)


def test_the_allowance_is_counted_per_year(backend: GameService) -> None:
    now = [1798761600.0 - 2 * DAY]  # 2026-12-30 00:00 UTC
    vacations = Vacations(backend.store.redis, f"vac-test-{now[0]}:", 30, lambda: now[0])
    vacations.turn("ann", True)
    now[0] += 10 * DAY  # into 2027: it counts for 2026, the year it began in
    state, ended = vacations.turn("ann", False)
    assert ended == [1798761600.0 - 2 * DAY, 1798761600.0 + 8 * DAY]
    assert (state["year"], state["left_seconds"]) == (2027, 30 * DAY)
    assert vacations.spans("ann") == [ended]
