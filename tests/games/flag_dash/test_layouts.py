"""Scenario tests: custom layouts (validation, cone zones), the street side, secret setup."""

from __future__ import annotations

import copy
import json
from dataclasses import replace

import pytest

from dashgames.engine import BadOptions
from dashgames.engine.play import new_game
from dashgames.games.flag_dash import GAME, phases
from dashgames.games.flag_dash.layout import printed_layout
from dashgames.games.flag_dash.moves import Boost, Place, Ready, Run, SecretTunnel
from tests.games.flag_dash.positions import arrange, edit, fresh, in_turn, play, square_of


def custom(**changes: object) -> str:
    raw = copy.deepcopy(printed_layout("backyard"))
    raw.update(changes)
    return json.dumps(raw)


@pytest.mark.parametrize(("changes", "field"), [
    ({"walls": [["a1", "c1"]]}, "options.custom_layout.walls[0]"),
    ({"tunnels": ["z9"]}, "options.custom_layout.tunnels[0]"),
    ({"width": 40}, "options.custom_layout.width"),
    ({"zones": {"red": {"cones": ["d8", "f7"]}}}, "options.custom_layout.zones.red"),
    ({"start": {"red": {"runners": ["a7"], "defender": "e7", "flag": "e8"}}},
     "options.custom_layout.start.red"),
])
def test_a_bad_custom_layout_names_the_field(changes: dict[str, object], field: str) -> None:
    with pytest.raises(BadOptions) as err:
        new_game(GAME, 4, {"board": "custom", "custom_layout": custom(**changes)}, 1)
    assert err.value.details["field"] == field


def test_custom_board_needs_a_layout_and_valid_json() -> None:
    with pytest.raises(BadOptions) as err:
        new_game(GAME, 4, {"board": "custom"}, 1)
    assert err.value.details["field"] == "options.custom_layout"
    with pytest.raises(BadOptions) as err:
        new_game(GAME, 4, {"board": "custom", "custom_layout": "{"}, 1)
    assert err.value.details["field"] == "options.custom_layout"


def test_cones_on_the_back_row_make_a_narrow_scoring_zone() -> None:
    layout = custom(zones={"red": {"cones": ["d8", "f8"]}, "white": "territory"},
                    tunnels=[], walls=[])
    s = new_game(GAME, 2, {"board": "custom", "custom_layout": layout}, 1)
    assert s.layout.zones[0] == ("d8", "e8", "f8")
    s = arrange(edit(s, "purple", carrying=1), flags=("e8", None), purple="b5", yellow="c7")
    s, _ = play(in_turn(s, 0, "1", "run_backward", "purple"), 0, Run("backward"))
    assert s.winner is None  # inside Red's half but not between the cones
    s = arrange(edit(s, "purple", carrying=1), purple="d7")
    s, _ = play(in_turn(s, 0, "1", "run_backward", "purple"), 0, Run("backward"))
    assert s.winner == 0


def test_street_corner_walls_can_be_crossed_only_going_out() -> None:
    s = arrange(edit(fresh(2, board="street"), "blue", boosts=1), blue="d3", black="a1")
    assert Boost("east") in GAME.legal_moves(in_turn(s, 0, "1", "flag", "blue"), 0)
    s = arrange(edit(fresh(2, board="street"), "blue", boosts=1), blue="e3")
    assert Boost("west") not in GAME.legal_moves(in_turn(s, 0, "1", "flag", "blue"), 0)


def test_secret_tunnel_only_at_the_end_of_phase_two() -> None:
    s = arrange(fresh(2, board="street"), blue="e5")
    s = in_turn(s, 0, "1", "run_left", "blue", step=1)
    s, _ = play(s, 0, Run("left"))  # e5 -> d5, off the entrance: no secret tunnel
    assert s.phase == "plan"
    s = arrange(fresh(2, board="street"), blue="d5")
    s = in_turn(s, 0, "1", "run_right", "blue", step=1)
    s, _ = play(s, 0, Run("right"))
    assert s.phase == "secret_tunnel" and GAME.to_act(s) == frozenset({0})
    s, _ = play(s, 0, SecretTunnel("blue", True))
    assert square_of(s, "blue") == "b3" and s.phase == "plan"


def test_secret_exit_taken_means_no_secret_tunnel() -> None:
    s = arrange(fresh(2, board="street"), blue="d5", orange="b3")
    s = in_turn(s, 0, "1", "run_right", "blue", step=1)
    s, _ = play(s, 0, Run("right"))
    assert s.phase == "plan"


def test_a_flag_carrier_cannot_take_the_secret_tunnel() -> None:
    s = arrange(edit(fresh(2, board="street"), "blue", carrying=1), flags=("c8", None),
                blue="f4")
    s = in_turn(s, 0, "1", "run_left", "blue", step=1)
    s, _ = play(s, 0, Run("left"))  # onto the entrance e4 with White's flag, exit b3 free
    assert square_of(s, "blue") == "e4" and s.winner is None
    assert s.phase == "plan" and s.round == 2  # phase 2 ended without a secret tunnel choice


def test_a_trapped_character_cannot_take_the_secret_tunnel() -> None:
    s = replace(arrange(edit(fresh(2, board="street"), "orange", trapped=True), orange="e5"),
                traps=("e5",))
    s = in_turn(s, 0, "1", "run_forward", "blue", step=1)
    s, _ = play(s, 0, Run("forward"))  # the step ends with orange trapped on the entrance
    assert s.phase == "plan" and square_of(s, "orange") == "e5"


def test_secret_setup_hides_each_half_until_both_are_ready() -> None:
    s = fresh(2, secret_setup=True)
    assert s.phase == "setup" and GAME.to_act(s) == frozenset({0, 1})
    s, events = play(s, 0, Place("purple", "c6"))
    assert events[0]["to"] == [0]
    assert GAME.view(s, 1)["characters"][0]["square"] is None
    assert GAME.view(s, None)["characters"][0]["square"] is None
    assert GAME.view(s, 0)["characters"][0]["square"] == "c6"
    assert Place("purple", "c3") not in GAME.legal_moves(s, 0)  # only in your own half
    s, _ = play(s, 0, Ready())
    assert GAME.to_act(s) == frozenset({1})
    s, events = play(s, 1, Ready())
    assert s.phase == "plan" and events[-1]["type"] == "setup_revealed"
    assert GAME.view(s, 1)["characters"][0]["square"] == "c6"
    assert phases.plan_tokens(s.hands[0])
