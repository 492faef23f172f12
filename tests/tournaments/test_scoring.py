"""Points and standings (``tournaments/scoring.py``) against hand computations."""

from __future__ import annotations

from dashgames.tournaments.scoring import standings, table_points
from dashgames.tournaments.types import Entrant, Pairing, Result


def _entrants(*ids: str) -> list[Entrant]:
    return [Entrant(i, i.upper(), 1500.0 - n, float(n)) for n, i in enumerate(ids)]


def test_a_table_pays_two_per_seat_beaten_and_one_per_seat_tied() -> None:
    assert table_points((1, 2)) == [2.0, 0.0]
    assert table_points((2, 1)) == [0.0, 2.0]
    assert table_points((1, 1)) == [1.0, 1.0]  # a draw
    assert table_points((1, 2, 3)) == [4.0, 2.0, 0.0]
    assert table_points((1, 1, 3)) == [3.0, 3.0, 0.0]
    assert table_points((2, 1, 2, 4)) == [3.0, 6.0, 3.0, 0.0]


def test_a_forfeited_seat_finishes_behind_every_seat_that_played_on() -> None:
    # the bot that took seat 0 over won the game, but the seat forfeited: last
    assert table_points((1, 2, 3), forfeited=(0,)) == [0.0, 4.0, 2.0]
    assert table_points((1, 2), forfeited=(0,)) == [0.0, 2.0]


def test_arena_streak_doubles_after_two_wins_until_a_game_is_not_won() -> None:
    games = [  # a plays b five times: win, win, win (x2), draw (x2, ends it), win
        ((1, 2)), ((1, 2)), ((1, 2)), ((1, 1)), ((1, 2))]
    tables = [Pairing(f"g{n}", 0, n, ("a", "b"), 0.0) for n in range(5)]
    results = {f"g{n}": Result(f"g{n}", places) for n, places in enumerate(games)}
    rows = {s.entrant_id: s for s in standings("arena", 2, _entrants("a", "b"), tables,
                                               results, {})}
    assert rows["a"].points == 2 + 2 + 4 + 2 + 2
    assert rows["b"].points == 0 + 0 + 0 + 1 + 0
    assert (rows["a"].wins, rows["a"].games, rows["a"].on_fire) == (4, 5, False)
    assert [rows["a"].rank, rows["b"].rank] == [1, 2]


def test_swiss_tie_breaks_buchholz_then_sonneborn_berger() -> None:
    # Round 1: a beats b, c draws d. Round 2: a draws c, d beats b.
    tables = [Pairing("r1a", 1, 1, ("a", "b"), 0.0), Pairing("r1b", 1, 2, ("c", "d"), 0.0),
              Pairing("r2a", 2, 3, ("a", "c"), 0.0), Pairing("r2b", 2, 4, ("d", "b"), 0.0)]
    results = {"r1a": Result("r1a", (1, 2)), "r1b": Result("r1b", (1, 1)),
               "r2a": Result("r2a", (1, 1)), "r2b": Result("r2b", (1, 2))}
    rows = standings("swiss", 2, _entrants("a", "b", "c", "d"), tables, results, {})
    # points: a 3, d 3, c 2, b 0. Buchholz: a = b0 + c2 = 2; d = c2 + b0 = 2; tie.
    # SB: a = 1*0 (beat b) + 0.5*2 (drew c) = 1; d = 0.5*2 (drew c) + 1*0 (beat b) = 1; tie.
    # Then rating: a (1500) before d (1497), and they share no rank (rating differs).
    assert [(s.entrant_id, s.points) for s in rows] == [
        ("a", 3.0), ("d", 3.0), ("c", 2.0), ("b", 0.0)]
    assert rows[0].tie_breaks == {"buchholz": 2.0, "sonneborn_berger": 1.0}
    assert rows[2].tie_breaks == {"buchholz": 6.0, "sonneborn_berger": 3.0}  # c: d3+a3, halves
    assert [s.rank for s in rows] == [1, 2, 3, 4]


def test_a_bye_pays_what_a_seat_earns_on_average_and_an_unfinished_table_nothing() -> None:
    tables = [Pairing("g1", 1, 1, ("a", "b", "c"), 0.0)]
    rows = {s.entrant_id: s for s in standings(
        "swiss", 3, _entrants("a", "b", "c", "d"), tables, {}, {"d": [1]})}
    assert rows["d"].points == 2.0 and rows["d"].games == 0
    assert rows["a"].points == 0.0 and rows["a"].playing == "g1"
