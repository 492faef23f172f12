"""The search (``ai/search.py``) and the levels' entry point (``ai/levels.py``), in-process:
exact positions with one right answer, determinism under an iteration budget, the time budget,
several players, secret simultaneous phases, and level names."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

import dashgames.games  # noqa: F401 - registers every game
from dashgames.ai.budget import Budget
from dashgames.ai.levels import choose, level_names, playout_policy, search_settings
from dashgames.ai.player import MIN_SECONDS, think_seconds
from dashgames.ai.search import Search, Settings, outcome_rewards
from dashgames.engine import BadOptions, Outcome, Rng, get_game
from dashgames.engine.evaluation import rank_shares
from dashgames.games.double_dash.moves import Move
from tests.ai.fairness import positions
from tests.games.double_dash.positions import make_position

DOUBLE = get_game("double_dash")


def _strong(game_type: str, state: Any, seat: int, seed: int, iterations: int) -> Any:
    game = get_game(game_type)
    return choose(game_type, "strong", game.view(state, seat), seat,
                  game.legal_moves(state, seat), Rng(seed), Budget.iterations_only(iterations))


def test_the_search_takes_the_capture_that_wins_the_game() -> None:
    # Seat 0's 3 takes the last opposing piece (a5) from a2; nothing else ends the game.
    state = make_position(["a2", "j1", "e1"], ["a5"], dice=(3,), turn=9)
    for seed in range(3):
        assert _strong("double_dash", state, 0, seed, 60) == Move("a2", "N", 3)


def test_the_search_finds_the_win_that_takes_both_dice() -> None:
    # A 2 and a 3: a1 takes a3 with the 2 and j1 takes j4 with the 3 (each die moves another
    # piece), in either order; that ends the game.
    state = make_position(["a1", "j1"], ["a3", "j4"], dice=(2, 3), turn=9)
    legal = DOUBLE.legal_moves(state, 0)
    wins = {Move("a1", "N", 2), Move("j1", "N", 3)}
    assert wins <= set(legal)
    search = Search(DOUBLE, DOUBLE.view(state, 0), 0, legal, Rng(4),
                    get_evaluator("double_dash"), search_settings("double_dash"))
    move, report = search.run(Budget.iterations_only(200))
    assert move in wins
    # Its first visit scored the position after one capture (an estimate); the rest, wins.
    assert report.values[move] > 0.95
    assert all(report.values[m] < report.values[move] for m in report.values if m not in wins)


def get_evaluator(game_type: str) -> Any:
    from dashgames.ai.levels import _evaluator

    return _evaluator(game_type)


@pytest.mark.parametrize("game_type", ["dicey_curves", "flag_dash", "dash_and_cache"])
def test_an_iteration_budget_makes_the_search_deterministic(game_type: str) -> None:
    game = get_game(game_type)
    state, seat = positions(game, 2, 2, seed=8)[1]
    view, legal = game.view(state, seat), game.legal_moves(state, seat)
    reports = []
    for _ in range(2):
        search = Search(game, view, seat, legal, Rng(21), get_evaluator(game_type),
                        search_settings(game_type), policy=playout_policy(game_type))
        move, report = search.run(Budget.iterations_only(40))
        reports.append((move, report.iterations, report.visits, report.values))
    assert reports[0] == reports[1]
    assert reports[0][1] == 40 and sum(reports[0][2].values()) == 40


def test_a_time_budget_is_kept_in_process() -> None:
    game = get_game("dicey_curves")
    for state, seat in positions(game, 2, 3, seed=2):
        start = time.monotonic()
        move = choose("dicey_curves", "strong", game.view(state, seat), seat,
                      game.legal_moves(state, seat), Rng(1), Budget(seconds=0.15))
        assert time.monotonic() - start < 0.15 + 0.1
        assert move in game.legal_moves(state, seat)


@pytest.mark.parametrize(("game_type", "players"),
                         [("dash_and_cache", 4), ("dicey_curves", 3), ("flag_dash", 4),
                          ("dc_dash", 5)])
def test_the_search_plays_games_of_more_than_two(game_type: str, players: int) -> None:
    game = get_game(game_type)
    for state, seat in positions(game, players, 2, seed=3):
        legal = game.legal_moves(state, seat)
        search = Search(game, game.view(state, seat), seat, legal, Rng(5),
                        get_evaluator(game_type), search_settings(game_type))
        move, _ = search.run(Budget.iterations_only(25))
        assert move in legal
        assert search.players == players and set(search.trees) == set(range(players))
        assert len(get_evaluator(game_type)(state)) == players


def test_a_secret_plan_shows_in_the_other_seats_tree_only_as_a_move_made() -> None:
    game = get_game("flag_dash")
    state = game.setup(2, {k.name: k.default for k in game.options}, 4)
    assert game.to_act(state) == frozenset({0, 1})  # both teams plan at once
    legal = game.legal_moves(state, 0)
    search = Search(game, game.view(state, 0), 0, legal, Rng(2), get_evaluator("flag_dash"),
                    search_settings("flag_dash"))
    search.run(Budget.iterations_only(60))
    # Seat 1's tree: seat 0's first plan (made first, at the root) is one hidden label, so
    # seat 1 chooses its plans the same whatever seat 0 planned.
    labels = set(search.trees[1].children)
    assert labels and all(seat == 0 for seat, _ in labels)
    assert len(labels) == 1, labels
    # Seat 0's own tree keeps its plans apart.
    assert len(search.trees[0].children) > 1


def test_rewards_share_the_seats_beaten_and_ties_halve() -> None:
    assert outcome_rewards(Outcome((0,), (1, 2), "x")) == (1.0, 0.0)
    assert outcome_rewards(Outcome((), (1, 1), "draw")) == (0.5, 0.5)
    assert outcome_rewards(Outcome((0, 2), (1, 2, 1, 2), "team")) == pytest.approx(
        (5 / 6, 1 / 6, 5 / 6, 1 / 6))
    even = rank_shares([3.0, 3.0, 1.0], 1.0)
    assert even[0] == even[1] > 0.5 > even[2]


def test_every_game_has_the_three_levels_and_old_names_still_work() -> None:
    for game_type in ("dash_and_cache", "dc_dash", "dicey_curves", "double_dash", "flag_dash"):
        assert {"random", "heuristic", "search"} <= set(level_names(game_type))
    state = make_position(["a2", "j1"], ["a5", "j10"], dice=(3,), turn=1)
    legal = DOUBLE.legal_moves(state, 0)
    view = DOUBLE.view(state, 0)
    assert choose("double_dash", "greedy", view, 0, legal, Rng(0)) == choose(
        "double_dash", "heuristic", view, 0, legal, Rng(0)) == Move("a2", "N", 3)
    with pytest.raises(BadOptions) as refused:
        choose("double_dash", "grandmaster", view, 0, legal, Rng(0))
    assert refused.value.details["allowed"] == ["heuristic", "random", "search"]


def test_a_budget_needs_a_limit() -> None:
    with pytest.raises(ValueError, match="needs seconds, iterations"):
        Budget(seconds=None, iterations=None)
    with pytest.raises(ValueError, match="iterations"):
        Budget.iterations_only(0)


def test_the_root_ranks_a_sample_of_a_long_move_list_with_the_heuristics_move_in_it() -> None:
    # Double Dash!'s opening: dozens of moves; a cap of 5 evaluates 5 of them, the given
    # heuristic move first among them (rank -2), every other move ranked after them.
    from dataclasses import replace

    state = make_position(["a1", "c1", "e1", "g1", "j1"], ["a8", "c8", "e8"], dice=(3, 5),
                          turn=1)
    legal = DOUBLE.legal_moves(state, 0)
    first = legal[-1]
    assert len(legal) > 10
    settings = replace(search_settings("double_dash"), root_rank_sample=5)
    search = Search(DOUBLE, DOUBLE.view(state, 0), 0, legal, Rng(3),
                    get_evaluator("double_dash"), settings, first=first)
    search.run(Budget.iterations_only(1))
    root = search.trees[0]
    assert len(root.prior) == 5 and first in root.prior
    assert root.rank[first] == -2.0
    unranked = [m for m in legal if m not in root.prior]
    assert len(unranked) == len(legal) - 5
    assert all(root.rank[m] >= 2.0 for m in unranked)
    assert all(root.rank[m] < 0 for m in root.prior)


def test_a_heuristic_playout_plays_the_heuristic_from_the_seats_own_view(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # With the chance at 1 the playout policy is the heuristic bot itself, fed the view of the
    # seat it plays for (never the determinization's full state).
    from dashgames.ai import levels

    game = get_game("dc_dash")
    seen: list[tuple[dict[str, Any], int]] = []

    def spy(view: dict[str, Any], seat: int, legal: list[Any], rng: Rng) -> Any:
        seen.append((view, seat))
        return legal[0]

    monkeypatch.setenv("DASHGAMES_SEARCH_HEURISTIC_PLAYOUT", "1")
    monkeypatch.setitem(game.bots, "heuristic", spy)
    levels.playout_policy.cache_clear()
    try:
        policy = playout_policy("dc_dash")
        assert policy is not None
        state, seat = positions(game, 2, 1, seed=4)[0]
        legal = game.legal_moves(state, seat)
        assert policy(state, seat, legal, Rng(1)) == legal[0]
        assert seen == [(game.view(state, seat), seat)]
    finally:
        levels.playout_policy.cache_clear()


def test_a_search_thinks_within_its_seats_clock() -> None:
    clock = json.dumps({"cfg": {"initial_seconds": None}, "dl": {"1": 1000.8}, "left": {}})
    # Seat 1 is due at 1000.8: at 1000.0 it may think until half a second before that.
    assert think_seconds(1.0, clock, 1, 1000.0) == pytest.approx(0.3)
    assert think_seconds(1.0, clock, 1, 990.0) == 1.0  # far from the deadline: the budget
    assert think_seconds(1.0, clock, 1, 1000.5) == MIN_SECONDS  # never less than this
    assert think_seconds(1.0, clock, 0, 1000.0) == 1.0  # seat 0 has no deadline running
    assert think_seconds(1.0, "", 1, 1000.0) == 1.0  # no clock at all


def test_the_search_is_called_strong_only_where_a_game_earns_it() -> None:
    game = get_game("double_dash")
    assert game.bot_levels() == ["heuristic", "random", "search"]
    assert game.bot_level_aliases() == {"greedy": "heuristic", "strong": "search"}
    assert game.bot_level("strong") == game.bot_level("search") == "search"

    class Proven(type(game)):  # type: ignore[misc]
        search_levels = ("strong",)

    proven = Proven()
    assert proven.bot_levels() == ["heuristic", "random", "strong"]
    assert proven.bot_level_aliases() == {"greedy": "heuristic", "search": "strong"}
    assert proven.bot_level("search") == "strong"


def test_root_moves_meet_the_same_luck_visit_by_visit() -> None:
    game = get_game("dicey_curves")
    [(state, seat)] = positions(game, 2, 1, seed=3)
    legal = game.legal_moves(state, seat)

    def search() -> Search:
        return Search(game, game.view(state, seat), seat, legal, Rng(9),
                      settings=Settings(pool=2))

    a, b = search(), search()
    drawn_a = [a._determinization(k) for k in (0, 1, 2, 3)]
    drawn_b = [b._determinization(k) for k in (3, 0, 2, 1)]  # asked in another order
    for k, at in zip((3, 0, 2, 1), drawn_b, strict=True):
        state_a, luck_a = drawn_a[k]
        assert at[0] == state_a and at[1].state == luck_a.state
    # Past the pool, an old draw comes back with other dice.
    assert drawn_a[2][0] != drawn_a[0][0] and drawn_a[2][0].deck == drawn_a[0][0].deck


def test_the_heuristics_move_stands_unless_clearly_beaten_on_paired_visits() -> None:
    game = get_game("double_dash")
    state = make_position(["a2", "j1"], ["a5", "j10"], dice=(3,), turn=1)
    legal = game.legal_moves(state, 0)
    s = Search(game, game.view(state, 0), 0, legal, Rng(0),
               settings=Settings(keep_first_margin=0.05, keep_first_z=2.0))
    s.root_rewards = {"first": [0.5, 0.5, 0.5, 0.5], "steady": [0.6, 0.6, 0.6, 0.7],
                      "lucky": [1.0, 0.0, 1.0, 0.0, 1.0], "hair": [0.52, 0.52, 0.52, 0.52]}
    assert s._clearly_better("steady", "first")  # +0.125 on every visit
    assert not s._clearly_better("lucky", "first")  # +0 on average, noisy
    assert not s._clearly_better("hair", "first")  # sure, but under the margin
    assert not s._clearly_better("unseen", "first")
