"""Whole events on the real Redis and Celery workers: the pairing worker pairs, the rules and
ai workers play, accounts play their own seats; the final standings are checked against a hand
computation from the games' own outcomes (docs/TOURNAMENTS.md: the points table, the streak,
the tie-breaks)."""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Callable
from typing import Any

import pytest

from dashgames.accounts.types import Player
from dashgames.play.types import ClockSpec
from dashgames.tournaments.store import Tournaments
from tests.support.service_helpers import wait_until
from tests.tournaments.conftest import spec
from tests.tournaments.driver import Table


def _stream(backend: Any, tid: str) -> list[tuple[str, dict[str, Any]]]:
    out, cursor = [], "0"
    while True:
        found, cursor = backend.tournament_events(tid, cursor, 0, 200)
        if not found:
            return out
        out += [(e.type, e.data) for e in found]


def _places(backend: Any, game_id: str) -> tuple[list[int], set[int]]:
    """A game's final places and the seats that forfeited, as every read shows them."""
    summary = backend.read_game(None, game_id).summary
    assert summary.status == "finished", game_id
    return list(summary.outcome["ranks"]), {s.seat for s in summary.seats if s.resigned}


def _hand_points(places: list[int], gone: set[int]) -> list[int]:
    """The documented table, written out again: 2 per seat beaten, 1 per seat tied; a
    forfeited seat is behind every seat that played on."""
    last = len(places) + 1
    at = [last if s in gone else p for s, p in enumerate(places)]
    return [sum(2 if at[s] < at[o] else 1 if at[s] == at[o] else 0
                for o in range(len(at)) if o != s) for s in range(len(at))]


@pytest.mark.parametrize("race", [
    pytest.param(2, id="a two-space race"),
    pytest.param(16, id="the full race", marks=[pytest.mark.long, pytest.mark.timeout(1800)]),
])
def test_a_three_round_swiss_of_dicey_curves_with_nine_in_tables_of_three(
        backend: Any, players: Callable[[int], list[Player]], race: int) -> None:
    people = players(3)
    owner = people[0]
    bots = [backend.create_player(f"curvebot{i}", True, owner)[0] for i in range(3)]
    event = backend.create_tournament(owner, spec(
        "dicey_curves", rounds=3, table_size=3, min_players=9, max_players=9, house_bots=3,
        options={"race_length": race}, clock=ClockSpec(per_move_seconds=15.0),
        starts_at=time.time() + 2))
    for account in people + bots:
        backend.join_tournament(account, event.id)
    began = time.monotonic()
    with Table(backend, people + bots) as table:
        wait_until(lambda: backend.read_tournament(event.id).status == "finished", 400, 0.5)
    print(f"3-round Swiss of 9 took {time.monotonic() - began:.1f}s, {table.moves} moves "
          "by accounts")
    stream = _stream(backend, event.id)
    paired = [d for t, d in stream if t == "paired"]
    assert [t for t, _ in stream if t == "round_started"] == ["round_started"] * 3
    assert [d["round"] for d in paired] == [1, 1, 1, 2, 2, 2, 3, 3, 3]
    for round_no in (1, 2, 3):  # every entrant at exactly one table of three each round
        seated = [e for d in paired if d["round"] == round_no for e in d["seats"]]
        assert len(seated) == 9 and len(set(seated)) == 9
    met: dict[str, set[str]] = defaultdict(set)
    points: dict[str, int] = defaultdict(int)
    tables = []
    for d in paired:
        places, gone = _places(backend, d["game_id"])
        earned = _hand_points(places, gone)
        for seat, entrant in enumerate(d["seats"]):
            assert not met[entrant] & (set(d["seats"]) - {entrant}), "a repeat meeting"
            met[entrant] |= set(d["seats"]) - {entrant}
            points[entrant] += earned[seat]
        tables.append((d["seats"], earned))
    buchholz = {e: sum(points[o] for o in met[e]) for e in points}
    sonneborn: dict[str, float] = defaultdict(float)
    for seats, earned in tables:
        for seat, entrant in enumerate(seats):
            sonneborn[entrant] += earned[seat] / 4 * sum(points[o] for o in seats if o != entrant)
    rows = backend.tournament_standings(event.id)
    assert {r.entrant_id: r.points for r in rows} == points
    assert {r.entrant_id: r.tie_breaks["buchholz"] for r in rows} == buchholz
    by_hand = sorted(points, key=lambda e: (-points[e], -buchholz[e], -sonneborn[e], e))
    assert [r.entrant_id for r in rows] == by_hand
    assert backend.read_tournament(event.id).round == 3
    for person in people:  # each account was told of each of its three games
        told = [s for s in table.started[person.id] if s.get("tournament_id") == event.id]
        assert [s["tournament_round"] for s in told] == [1, 2, 3]


def _streak_points(games: list[tuple[int, bool]]) -> int:
    """Lichess's arena streak, by hand: (points, won) per game in order."""
    total = wins = 0
    for earned, won in games:
        total += earned * (2 if wins >= 2 else 1)
        wins = wins + 1 if won else 0
    return total


@pytest.mark.parametrize("game_type", [
    pytest.param("toy_duel", id="the test-only duel"),
    pytest.param("double_dash", id="Double Dash!", marks=[pytest.mark.long,
                                                          pytest.mark.timeout(1800)]),
])
def test_a_ten_minute_arena_with_twelve_people_and_bots(
        backend: Any, players: Callable[[int], list[Player]], game_type: str) -> None:
    people = players(4)
    owner = people[0]
    bots = [backend.create_player(f"dashbot{i}", True, owner)[0] for i in range(2)]
    event = backend.create_tournament(owner, spec(
        game_type, fmt="arena", minutes=10.0, min_players=12, house_bots=6,
        clock=ClockSpec(per_move_seconds=10.0), starts_at=time.time() + 2))
    for account in people + bots:
        backend.join_tournament(account, event.id)
    # The accounts play as the heuristic bot would in Double Dash!: two random players take
    # about 640 moves a game there (250 for two heuristic ones), and six accounts moving as
    # fast as a machine can (each move starting a clock) outran the one rules worker.
    level = "heuristic" if game_type == "double_dash" else None
    with Table(backend, people + bots, level=level):
        wait_until(lambda: backend.read_tournament(event.id).status == "running", 30, 0.2)
        # every entrant plays at least two games, then the ten minutes are made to pass
        wait_until(lambda: all(r.games >= 2 for r in backend.tournament_standings(event.id)),
                   1500, 0.5)
        store = Tournaments(backend.store.redis, backend.settings.key_prefix)
        store.mark(event.id, ends=repr(time.time()))
        wait_until(lambda: backend.read_tournament(event.id).status == "finished", 600, 0.5)
    stream = _stream(backend, event.id)
    paired = [d for t, d in stream if t == "paired"]
    history: dict[str, list[tuple[int, bool]]] = defaultdict(list)
    for d in paired:  # the stream's order is the order the tables were made in
        places, gone = _places(backend, d["game_id"])
        earned = _hand_points(places, gone)
        for seat, entrant in enumerate(d["seats"]):
            won = seat not in gone and places[seat] == 1 and places.count(1) == 1
            history[entrant].append((earned[seat], won))
    rows = backend.tournament_standings(event.id)
    assert len(rows) == 12
    assert {r.entrant_id: r.points for r in rows} == {
        e: _streak_points(g) for e, g in history.items()}
    assert {r.entrant_id: r.games for r in rows} == {e: len(g) for e, g in history.items()}
    assert [r.points for r in rows] == sorted((r.points for r in rows), reverse=True)
    assert all(r.playing is None for r in rows)
    assert [t for t, _ in stream][-1] == "finished"
