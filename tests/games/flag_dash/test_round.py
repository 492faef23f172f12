"""Scenario tests: planning, commitments and reveals, move order, teams, cleanup, player counts."""

from __future__ import annotations

import hashlib
import json
from dataclasses import replace

from dashgames.engine import visible_events
from dashgames.games.flag_dash import GAME, phases
from dashgames.games.flag_dash.moves import ChooseFirst, EndTurn, Plan, Select, Skip
from dashgames.games.flag_dash.state import FlagDashState, Slot
from tests.games.flag_dash.positions import fresh, play


def test_player_counts_give_the_right_hands() -> None:
    four = fresh(4)
    assert [(h.seat, h.team, h.runner) for h in four.hands] == [
        (0, 0, 0), (1, 0, 1), (2, 1, 3), (3, 1, 4)]
    three = fresh(3)
    assert [(h.seat, h.team) for h in three.hands] == [(0, 0), (1, 0), (2, 1), (2, 1)]
    advanced = fresh(2, mode="advanced")
    assert [(h.seat, h.runner) for h in advanced.hands] == [(0, 0), (0, 1), (1, 3), (1, 4)]
    assert [c.square for c in four.characters][:2] == ["a7", "i7"]  # 4 players: outer columns


def test_planning_is_simultaneous_and_commits_after_two_pairs() -> None:
    s = fresh()
    assert GAME.to_act(s) == frozenset({0, 1})
    s, events = play(s, 0, Plan(0, "run_forward", "4"))
    assert not s.hands[0].committed and events == []
    s, events = play(s, 0, Plan(0, "flag", "1"))
    assert s.hands[0].committed and GAME.to_act(s) == frozenset({1})
    public = visible_events(events, 1)
    assert public[0]["type"] == "plan_committed"
    assert "run_forward" not in json.dumps(public) and '"4"' not in json.dumps(public)


def test_the_commitment_checks_out_against_the_reveal() -> None:
    s = fresh()
    s, evs0 = play(s, 0, Plan(0, "run_forward", "4"), Plan(0, "flag", "1"))
    s, evs1 = play(s, 1, Plan(1, "push", "2"), Plan(1, "run_left", "3"))
    commit = next(e for e in evs0 if e["type"] == "plan_committed")
    reveals = [e for e in evs1 if e["type"] == "plan_revealed"]
    # White's #2 moves first, so the first reveal is White's; play on to Red's reveal.
    while not any(e["hand"] == 0 for e in reveals):
        seat = min(GAME.to_act(s))
        s, evs = play(s, seat, EndTurn() if EndTurn() in GAME.legal_moves(s, seat)
                      else GAME.legal_moves(s, seat)[0])
        reveals += [e for e in evs if e["type"] == "plan_revealed"]
    mine = next(e for e in reveals if e["hand"] == 0)
    body = {k: mine[k] for k in ("round", "hand", "slot", "card", "token", "salt")}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"))
    assert hashlib.sha256(text.encode()).hexdigest() == mine["commitment"]
    assert mine["commitment"] == commit["commitments"][mine["slot"]]
    assert (mine["card"], mine["token"]) == ("run_forward", "4")


def test_only_seven_left_plans_a_single_move() -> None:
    s = fresh()
    s = replace(s, hands=(replace(s.hands[0], screen=("7",),
                                  discarded=("1", "2", "3", "4", "5", "6")), s.hands[1]))
    assert GAME.legal_moves(s, 0) == [Plan(0, c, "7") for c in s.hands[0].cards]
    s, _ = play(s, 0, Plan(0, "run_forward", "7"))
    assert s.hands[0].committed and len(s.hands[0].plan) == 1


def _planned(state: FlagDashState, tokens: dict[int, str], tiebreak: int = 0) -> FlagDashState:
    hands = tuple(
        replace(h, plan=(Slot("run_forward", tokens[i], "s", "c"),), committed=True)
        for i, h in enumerate(state.hands)
    )
    return replace(state, hands=hands, tiebreak=tiebreak)


def test_lowest_token_moves_first() -> None:
    s, _ = phases.start_step(_planned(fresh(), {0: "3", 1: "2"}))
    assert s.turn is not None and s.turn.hand == 1


def test_a_tie_goes_to_the_team_with_the_tiebreak_marker() -> None:
    s, _ = phases.start_step(_planned(fresh(), {0: "2", 1: "2"}, tiebreak=1))
    assert s.turn is not None and s.turn.hand == 1


def test_teammates_tied_choose_who_goes_first() -> None:
    s, _ = phases.start_step(_planned(fresh(4), {0: "2", 1: "2", 2: "2", 3: "5"}))
    assert s.phase == "tie" and GAME.to_act(s) == frozenset({0, 1})
    assert GAME.legal_moves(s, 1) == [ChooseFirst(0), ChooseFirst(1)]
    s, _ = play(s, 1, ChooseFirst(1))
    assert s.turn is not None and s.turn.hand == 1


def test_runner_or_defender_but_not_the_teammates_runner() -> None:
    s, _ = phases.start_step(_planned(fresh(4), {0: "1", 1: "2", 2: "3", 3: "4"}))
    assert GAME.legal_moves(s, 0) == [Select("purple"), Select("yellow")]


def test_cleanup_returns_cards_and_passes_the_tiebreak_to_the_last_mover() -> None:
    s, _ = phases.start_step(_planned(fresh(), {0: "1", 1: "2"}))
    s, _ = play(s, 0, Select("blue"), Skip("run_forward"))
    assert s.turn is not None and s.turn.hand == 1
    s, _ = play(s, 1, Select("green"), Skip("run_forward"))
    assert s.phase == "plan" and s.round == 2 and s.tiebreak == 1
    assert s.hands[0].plan == () and s.hands[0].played == ()
    assert sorted(s.hands[0].discarded) == ["1"]


def test_teammates_see_each_others_plans_but_opponents_do_not() -> None:
    s = fresh(4)
    s, _ = play(s, 0, Plan(0, "push", "5"), Plan(0, "flag", "6"))
    mate = GAME.view(s, 1)["hands"][0]
    assert [p["card"] for p in mate["plan"]] == ["push", "flag"]
    foe = GAME.view(s, 2)["hands"][0]
    assert [p["card"] for p in foe["plan"]] == [None, None]
    assert [p["token"] for p in foe["plan"]] == [None, None]
    assert foe["screen"] is None and foe["screen_count"] == 5


def test_a_partial_plan_is_invisible_to_opponents() -> None:
    s, _ = play(fresh(), 0, Plan(0, "push", "5"))
    foe = GAME.view(s, 1)["hands"][0]
    assert foe["plan"] == [] and foe["screen_count"] == 7


def test_by_default_no_round_limit_ends_the_game() -> None:
    s = fresh()
    assert s.round_limit == 0
    s, events = phases.cleanup(replace(s, round=40))
    assert s.phase == "plan" and s.round == 41 and GAME.outcome(s) is None
    assert events == [{"type": "round_ended", "round": 40, "tiebreak": 0}]


def test_the_round_limit_option_ends_an_undecided_game_in_a_draw() -> None:
    s = fresh(round_limit=40)
    assert s.round_limit == 40
    s, _ = phases.cleanup(replace(s, round=40))
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.winners == () and outcome.ranks == (1, 1)
