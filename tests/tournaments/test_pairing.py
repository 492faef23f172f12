"""Swiss rounds and arena waves (``tournaments/pairing.py``): exact tables for exact records."""

from __future__ import annotations

from dashgames.tournaments.pairing import Record, arena_wave, swiss_round


def _field(n: int, **by_id: dict[str, object]) -> list[Record]:
    """Entrants p0..p<n-1> rated from 2000 down, with the given fields changed."""
    out = []
    for i in range(n):
        fields: dict[str, object] = {"id": f"p{i}", "points": 0.0, "rating": 2000.0 - i}
        fields.update(by_id.get(f"p{i}", {}))
        out.append(Record(**fields))  # type: ignore[arg-type]
    return out


def test_round_one_pairs_the_top_half_against_the_bottom_half_alternating_seats() -> None:
    planned = swiss_round(_field(8), 2)
    assert planned.tables == [["p0", "p4"], ["p5", "p1"], ["p2", "p6"], ["p7", "p3"]]
    assert planned.byes == []


def test_an_odd_field_gives_the_bye_to_the_lowest_ranked_without_one() -> None:
    assert swiss_round(_field(5), 2).byes == ["p4"]
    planned = swiss_round(_field(5, p4={"byes": 1}), 2)
    assert planned.byes == ["p3"]
    assert planned.tables == [["p0", "p2"], ["p4", "p1"]]


def test_a_repeat_is_avoided_by_transposing_the_lower_half() -> None:
    # p0 and p1 (2 points each) met before: their bracket of two has no other arrangement,
    # so it joins the 0-point bracket and the four are paired as one: p0-p2, p3-p1.
    records = _field(4, p0={"points": 2.0, "opponents": frozenset({"p1"})},
                     p1={"points": 2.0, "opponents": frozenset({"p0"})})
    assert swiss_round(records, 2).tables == [["p0", "p2"], ["p3", "p1"]]
    # when every arrangement repeats (two entrants who met), the repeat is kept
    assert swiss_round(records[:2], 2).tables == [["p0", "p1"]]
    records = _field(8, p0={"opponents": frozenset({"p4"})},
                     p4={"opponents": frozenset({"p0"})})
    assert swiss_round(records, 2).tables == [
        ["p0", "p5"], ["p4", "p1"], ["p2", "p6"], ["p7", "p3"]]


def test_score_brackets_pair_within_and_float_the_lowest_down() -> None:
    records = _field(6, p0={"points": 2.0}, p1={"points": 2.0}, p2={"points": 2.0})
    # bracket 2: p0 p1 p2 -> p0-p1, p2 floats into bracket 0: p2 p3 p4 p5 -> p2-p4, p3-p5
    assert swiss_round(records, 2).tables == [["p0", "p1"], ["p4", "p2"], ["p3", "p5"]]


def test_tables_of_three_take_one_entrant_from_each_third() -> None:
    planned = swiss_round(_field(9), 3)
    assert planned.tables == [["p0", "p3", "p6"], ["p7", "p4", "p1"], ["p2", "p5", "p8"]]
    # ten entrants: one bye, the lowest
    assert swiss_round(_field(10), 3).byes == ["p9"]


def test_seats_go_first_to_who_sat_furthest_back() -> None:
    records = _field(2, p0={"seat_sum": 0}, p1={"seat_sum": 1})
    assert swiss_round(records, 2).tables == [["p1", "p0"]]
    records = _field(3, p0={"seat_sum": 3}, p1={"seat_sum": 0}, p2={"seat_sum": 1})
    assert swiss_round(records, 3).tables == [["p0", "p2", "p1"]]


def test_tables_of_three_avoid_meeting_again_across_slices() -> None:
    met = {"p0": frozenset({"p3"}), "p3": frozenset({"p0"})}
    records = _field(9, **{k: {"opponents": v} for k, v in met.items()})
    tables = swiss_round(records, 3).tables
    assert all(not ({"p0", "p3"} <= set(t)) for t in tables)
    assert sorted(sorted(t) for t in tables) == [
        ["p0", "p4", "p6"], ["p1", "p3", "p7"], ["p2", "p5", "p8"]]


def test_an_arena_wave_pairs_by_score_and_skips_the_last_opponent() -> None:
    records = _field(5, p0={"points": 4.0, "last_opponents": frozenset({"p1"})},
                     p1={"points": 2.0, "last_opponents": frozenset({"p0"})})
    assert arena_wave(records, 2) == [["p0", "p2"], ["p3", "p1"]]  # p4 waits
    # alone with the last opponent: they meet again rather than wait
    assert arena_wave(records[:2], 2) == [["p0", "p1"]]


def test_a_third_round_of_nine_finds_the_tables_that_repeat_nobody() -> None:
    # Rounds 1 and 2 were the rows and the columns of a 3x3 grid of p0..p8; each slice
    # arrangement of round 3 repeats someone, the diagonals do not.
    grid = [[f"p{3 * r + c}" for c in range(3)] for r in range(3)]
    met: dict[str, set[str]] = {}
    for table in grid + [list(col) for col in zip(*grid, strict=True)]:
        for a in table:
            met.setdefault(a, set()).update(set(table) - {a})
    records = _field(9, **{k: {"opponents": frozenset(v)} for k, v in met.items()})
    assert swiss_round(records, 3).tables == [
        ["p0", "p4", "p8"], ["p6", "p5", "p1"], ["p2", "p3", "p7"]]
