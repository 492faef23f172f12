"""The arena: the statistics, the plan (every pair, seats swapped, same seed), a short real
run on two processes that writes every file, and its reproducibility."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from dashgames.ai.budget import Budget
from dashgames.arena import players
from dashgames.arena.__main__ import main
from dashgames.arena.ladder import ThinkTime, build, wilson
from dashgames.arena.match import MatchResult, MatchSpec, play
from dashgames.arena.plan import TABLES, Table, duel_specs, field_specs
from dashgames.arena.run import Settings, run
from dashgames.engine import Rng


def test_wilson_interval_matches_the_textbook_values() -> None:
    # Wilson (1927) / Newcombe (1998) worked examples: 81 of 263, and 0 of 10.
    low, high = wilson(81, 263)
    assert (round(low, 4), round(high, 4)) == (0.2553, 0.3662)
    low, high = wilson(0, 10)
    assert low == 0.0 and round(high, 4) == 0.2775
    assert wilson(0, 0) == (0.0, 1.0)


def test_every_pair_plays_each_seed_from_both_seats() -> None:
    table = Table("t", "dicey_curves")
    specs = duel_specs(table, ["random", "heuristic", "strong"], seeds=2, budget=0.1)
    assert len(specs) == 2 * 3 * 2
    for first, second in zip(specs[::2], specs[1::2], strict=True):
        assert first.seed == second.seed and first.levels == second.levels[::-1]
    assert {frozenset(s.levels) for s in specs} == {
        frozenset(p) for p in (("random", "heuristic"), ("random", "strong"),
                               ("heuristic", "strong"))}
    fields = field_specs(table, ["random", "heuristic", "strong"], seeds=1, budget=None)
    assert [(seat, spec.levels) for seat, spec in fields] == [
        (0, ("random", "heuristic", "heuristic")), (1, ("heuristic", "random", "heuristic")),
        (2, ("heuristic", "heuristic", "random")), (0, ("strong", "heuristic", "heuristic")),
        (1, ("heuristic", "strong", "heuristic")), (2, ("heuristic", "heuristic", "strong"))]


def test_pairs_with_the_search_level_play_on_fewer_seeds() -> None:
    table = Table("t", "dicey_curves")
    specs = duel_specs(table, ["random", "heuristic", "strong"], seeds=3, budget=None,
                       search_seeds=1)
    assert [(s.seed, s.levels) for s in specs] == [
        ("arena:t:0", ("random", "heuristic")), ("arena:t:0", ("heuristic", "random")),
        ("arena:t:0", ("random", "strong")), ("arena:t:0", ("strong", "random")),
        ("arena:t:0", ("heuristic", "strong")), ("arena:t:0", ("strong", "heuristic")),
        ("arena:t:1", ("random", "heuristic")), ("arena:t:1", ("heuristic", "random")),
        ("arena:t:2", ("random", "heuristic")), ("arena:t:2", ("heuristic", "random"))]
    fields = field_specs(table, ["random", "heuristic", "strong"], seeds=2, budget=None,
                         search_seeds=0)
    assert [(spec.seed, spec.levels[seat]) for seat, spec in fields] == [
        ("arena-field:t:0", "random")] * 3 + [("arena-field:t:1", "random")] * 3
    # More search seeds than seeds: the search pairs play on past the others.
    more = duel_specs(table, ["heuristic", "strong"], seeds=1, budget=None, search_seeds=2)
    assert [s.seed for s in more] == ["arena:t:0"] * 2 + ["arena:t:1"] * 2


def test_think_time_quantiles_take_the_nearest_rank() -> None:
    t = ThinkTime("strong", [0.4, 0.1, 0.3, 0.2])
    assert (t.moves, round(t.mean, 6)) == (4, 0.25)
    assert (t.quantile(0.5), t.quantile(0.99), t.quantile(0.25)) == (0.2, 0.4, 0.1)
    assert ThinkTime("strong").quantile(0.5) == 0.0


def test_a_bot_choosing_an_illegal_move_stops_the_match() -> None:
    def cheat(game_type: str, level: str, view: dict[str, Any], seat: int, legal: list[Any],
              rng: Rng, budget: Budget | None = None) -> Any:
        return "not a move"

    with pytest.raises(RuntimeError, match="not a legal move"):
        play(MatchSpec("double_dash", ("random", "heuristic"), "s"), cheat)


def test_ladder_counts_wins_draws_and_rates_the_winner_higher() -> None:
    spec = MatchSpec("double_dash", ("random", "heuristic"), "x")
    swapped = MatchSpec("double_dash", ("heuristic", "random"), "x")
    duels = [MatchResult(spec, (2, 1), "r", 1), MatchResult(swapped, (1, 2), "r", 1),
             MatchResult(spec, (1, 1), "draw", 1)]
    ladder = build("double_dash", "double_dash", {}, ["random", "heuristic"], duels, [])
    [pair] = ladder.pairs
    assert (pair.first, pair.second, pair.wins, pair.losses, pair.draws) == (
        "random", "heuristic", 0, 2, 1)
    assert ladder.ratings["heuristic"]["mu"] > ladder.ratings["random"]["mu"]
    assert ladder.reasons == {"r": 2, "draw": 1}


def test_every_game_has_its_levels_weakest_first() -> None:
    for table in TABLES:
        assert players.level_names(table.game_type) == ["random", "heuristic", "search"]


@pytest.mark.long  # the search at its iteration budget: about 35 s; make test keeps the
# tiny arena run below
def test_the_search_level_plays_a_reproducible_match(tmp_path: Path) -> None:
    """strong against heuristic on an iteration budget: the same games twice over."""
    args = ["--seeds", "1", "--field-seeds", "0", "--tables", "double_dash", "--levels",
            "heuristic", "strong", "--iterations", "20", "--client", "-", "--ratings",
            str(tmp_path / "ratings.json")]
    assert main([*args, "--workers", "2", "--docs", str(tmp_path / "a")]) == 0
    assert main([*args, "--workers", "1", "--docs", str(tmp_path / "b")]) == 0
    data = json.loads((tmp_path / "a" / "ladder.json").read_text())
    [pair] = data["tables"][0]["pairs"]
    # `strong` names the search level, `search` in a game where it is not measured to beat
    # the heuristic: the ladder reports the level by its name.
    assert {pair["level"], pair["opponent"]} == {"heuristic", "search"} and pair["games"] == 2
    rated = json.loads((tmp_path / "ratings.json").read_text())
    assert set(rated) == {"double_dash"} and set(rated["double_dash"]) == {"heuristic", "search"}
    assert rated["double_dash"]["search"] == {
        k: round(v, 2) for k, v in data["tables"][0]["ratings"]["search"].items()}
    assert (tmp_path / "a" / "ladder.json").read_bytes() == (
        tmp_path / "b" / "ladder.json").read_bytes()
    # The strong seat's think time is in the table (and only there: not in the data).
    md = (tmp_path / "a" / "LADDER.md").read_text()
    [row] = [line for line in md.splitlines() if line.startswith("| double_dash | search |")]
    moves = int(row.split("|")[3])
    assert moves > 10 and "think" not in json.dumps(data)
    assert "iterations" in data["settings"] and data["settings"]["iterations"] == 20


def test_a_short_run_writes_the_ladder_and_repeats_itself(tmp_path: Path) -> None:
    args = ["--seeds", "2", "--field-seeds", "1", "--workers", "2",
            "--tables", "double_dash", "dicey_curves", "--levels", "random", "heuristic"]
    assert main([*args, "--docs", str(tmp_path / "a"), "--client", str(tmp_path / "c")]) == 0
    data = json.loads((tmp_path / "a" / "ladder.json").read_text())
    assert [t["table"] for t in data["tables"]] == ["double_dash", "dicey_curves"]
    for table in data["tables"]:
        [pair] = table["pairs"]
        assert pair["games"] == 4 == pair["wins"] + pair["losses"] + pair["draws"]
        low, high = pair["ci95"]
        assert low <= pair["win_rate"] <= high
    [random_field] = data["tables"][1]["fields"]
    assert random_field["games"] == 3 and random_field["level"] == "random"
    assert (tmp_path / "a" / "ladder.png").read_bytes()[:4] == b"\x89PNG"
    assert b"<svg" in (tmp_path / "a" / "ladder.svg").read_bytes()[:400]
    md = (tmp_path / "a" / "LADDER.md").read_text()
    assert "| heuristic | random | 4 |" in md
    assert "Time per move" not in md  # no search level played: nothing machine-dependent
    assert (tmp_path / "c" / "ladder.json").read_text() == (
        tmp_path / "a" / "ladder.json").read_text()
    # The same settings on one process write the same files, byte for byte.
    main([*args[:4], "--workers", "1", *args[6:], "--docs", str(tmp_path / "b"),
          "--client", "-"])
    for name in ("ladder.json", "LADDER.md", "ladder.svg"):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()


def test_field_games_rank_the_level_under_test() -> None:
    [ladder] = run(Settings(seeds=1, field_seeds=1, workers=1),
                   [Table("dc_dash", "dc_dash")], ["random", "heuristic"])
    assert [(f.level, f.players, f.games) for f in ladder.fields] == [("random", 3, 3)]
    # The same three games played one by one: the random seat's first places, counted here.
    firsts = 0
    for seat, spec in field_specs(Table("dc_dash", "dc_dash"), ["random", "heuristic"], 1, None):
        firsts += play(spec, players.choose).ranks[seat] == 1
    assert ladder.fields[0].firsts == firsts
