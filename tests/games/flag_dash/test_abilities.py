"""Scenario tests for the character abilities (4 players, ``abilities`` on).

Default runners: purple (Jump) a7, blue (Spy) i7, green (Lasso) i2, orange (Cats) a2. Choosing
other defenders makes yellow (Trap) or black (Dig) a runner.
"""

from __future__ import annotations

from dataclasses import replace

from dashgames.games.flag_dash import GAME, phases
from dashgames.games.flag_dash.moves import (
    Chase,
    Dig,
    EndTurn,
    Jump,
    Lasso,
    Plan,
    Run,
    Select,
    SetTrap,
    Skip,
    Spy,
    SpyReplace,
    Tunnel,
)
from tests.games.flag_dash.positions import arrange, fresh, in_turn, play, square_of


def abilities(**options: object) -> object:
    return fresh(4, abilities=True, **options)


def test_special_cards_and_tokens_go_to_their_runners_hands() -> None:
    s = fresh(4, abilities=True)
    assert "jump" in s.hands[0].cards and s.hands[1].owned_tokens[-2:] == ("spy1", "spy2")
    assert "lasso" in s.hands[2].cards and s.hands[3].owned_tokens[-2:] == ("cat3", "cat5")


def test_jump_over_a_wall_or_a_character_but_not_into_something() -> None:
    s = arrange(fresh(4, abilities=True), purple="c7")
    s, _ = play(in_turn(s, 0, "1", "jump", "purple"), 0, Jump("north"))
    assert square_of(s, "purple") == "c6"
    s = arrange(fresh(4, abilities=True), purple="d5", green="d4")
    s, _ = play(in_turn(s, 0, "1", "jump", "purple"), 0, Jump("north"))
    assert square_of(s, "purple") == "d3"
    blocked = arrange(fresh(4, abilities=True), purple="c7", black="c6")
    assert Jump("north") not in GAME.legal_moves(in_turn(blocked, 0, "1", "jump", "purple"), 0)


def test_a_defender_cannot_use_an_ability() -> None:
    s = arrange(fresh(4, abilities=True, red_defender="purple"), purple="c7")
    legal = GAME.legal_moves(in_turn(s, 0, "1", "jump", "purple"), 0)
    assert not [m for m in legal if isinstance(m, Jump)]


def test_trap_catches_a_character_until_it_plays_seven() -> None:
    s = fresh(4, abilities=True, red_defender="purple")  # yellow (Trap) runs for hand 1
    s = in_turn(s, 1, "1", "trap", "yellow")
    assert SetTrap("i5") in GAME.legal_moves(s, 1) and SetTrap("i4") not in GAME.legal_moves(s, 1)
    s, _ = play(s, 1, SetTrap("i5"))
    assert s.traps == ("i5",) and s.trap_supply == 1
    s = arrange(s, green="i4")
    s, _ = play(in_turn(s, 2, "1", "run_forward", "green"), 2, Run("forward"))
    assert square_of(s, "green") == "i5" and s.characters[3].trapped
    stuck = in_turn(s, 2, "5", "run_forward", "green")
    assert Run("forward") not in GAME.legal_moves(stuck, 2)
    free, events = play(in_turn(s, 2, "7", "run_forward"), 2, Select("green"))
    assert not free.characters[3].trapped and free.traps == () and free.trap_supply == 2
    assert any(e["type"] == "escaped_trap" for e in events)
    assert Run("forward") in GAME.legal_moves(free, 2)


def test_a_trap_may_be_set_on_a_tunnel_and_catches_whoever_comes_through_it() -> None:
    s = fresh(4, abilities=True, red_defender="purple")  # yellow (Trap) runs for hand 1, on i7
    s = in_turn(s, 1, "1", "trap", "yellow")
    assert SetTrap("g7") in GAME.legal_moves(s, 1)  # the tunnel two steps west of yellow
    s, _ = play(s, 1, SetTrap("g7"))
    assert s.traps == ("g7",)
    s = arrange(s, green="c2")
    s, _ = play(in_turn(s, 2, "1", "run_left", "green"), 2, Tunnel("green", "g7"))
    assert square_of(s, "green") == "g7" and s.characters[3].trapped
    assert GAME.legal_moves(s, 2) == [Skip("run_left"), EndTurn()]


def test_lasso_pulls_in_line_past_others_but_the_pull_obeys_movement() -> None:
    s = arrange(fresh(4, abilities=True), green="c3", purple="c7")
    # The pull itself obeys the movement rules: c7 -> c6 would cross a wall.
    assert Lasso("purple") not in GAME.legal_moves(in_turn(s, 2, "1", "lasso", "green"), 2)
    s = arrange(fresh(4, abilities=True), green="c3", yellow="c4", purple="c6")
    s, _ = play(in_turn(s, 2, "1", "lasso", "green"), 2, Lasso("purple"))
    assert square_of(s, "purple") == "c5"


def test_dig_removes_or_places_a_tunnel() -> None:
    s = arrange(fresh(4, abilities=True, white_defender="green"), black="c3")
    turn = in_turn(s, 3, "1", "dig", "black")
    assert Dig("c2") in GAME.legal_moves(turn, 3) and s.dig_supply == 2
    removed, _ = play(turn, 3, Dig("c2"))
    assert "c2" not in removed.layout.tunnels
    placed, _ = play(turn, 3, Dig("d3"))
    assert "d3" in placed.layout.tunnels and placed.dig_supply == 1


def test_cats_chase_the_two_nearest_characters_away_then_the_card() -> None:
    s = arrange(fresh(4, abilities=True), orange="e4", purple="e6", black="e2", green="h4")
    s = in_turn(s, 3, "cat3", "run_forward", "orange")
    legal = GAME.legal_moves(s, 3)
    assert Chase("purple", "west") in legal and Chase("black", "west") in legal
    assert not [m for m in legal if isinstance(m, Chase) and m.target == "green"]
    assert not [m for m in legal if isinstance(m, Run)]  # the chase comes first
    s, _ = play(s, 3, Chase("purple", "west"), Chase("black", "west"), Run("forward"))
    assert (square_of(s, "purple"), square_of(s, "black"), square_of(s, "orange")) == (
        "d6", "d2", "e5")


def _chases(state: object, seat: int) -> set[Chase]:
    return {m for m in GAME.legal_moves(state, seat) if isinstance(m, Chase)}  # type: ignore[arg-type]


def test_the_two_characters_the_cats_chase_are_fixed_when_the_chase_begins() -> None:
    # From orange on e4: purple 1 step away, black 2, green 3, the others farther.
    s = arrange(fresh(4, abilities=True), orange="e4", purple="e5", black="e2", green="h4",
                yellow="a8")
    s = in_turn(s, 3, "cat3", "run_forward", "orange")
    assert {m.target for m in _chases(s, 3)} == {"purple", "black"}
    s, _ = play(s, 3, Chase("black", "east"))
    # Black (now 3 away) was one of the two; green (3 away) never was: purple is the other one.
    assert square_of(s, "black") == "f2"
    assert _chases(s, 3) == {Chase("purple", "south"), Chase("purple", "west"),
                             Chase("purple", "east")}


def test_a_tie_for_the_second_closest_lets_the_player_pick_one_of_the_tied() -> None:
    # From orange on e4: purple 1 step away, black and green both 2.
    s = arrange(fresh(4, abilities=True), orange="e4", purple="e5", black="e2", green="g4",
                yellow="a8")
    s = in_turn(s, 3, "cat3", "run_forward", "orange")
    assert {m.target for m in _chases(s, 3)} == {"purple", "black", "green"}
    either, _ = play(s, 3, Chase("purple", "south"))
    assert {m.target for m in _chases(either, 3)} == {"black", "green"}
    s, _ = play(s, 3, Chase("green", "east"))
    # Green was picked from the tie, so the other chased character must be purple, the closest.
    assert {m.target for m in _chases(s, 3)} == {"purple"}


def test_cat_tokens_only_for_the_cat_lady_runner() -> None:
    s = fresh(4, abilities=True)
    s = in_turn(s, 3, "cat5", "run_forward")
    assert phases.selectable(s) == [4]


def test_spy_reveals_an_opponents_card_then_is_replaced() -> None:
    s = fresh(4, abilities=True)
    s, _ = play(s, 0, Plan(0, "run_forward", "1"), Plan(0, "flag", "2"))
    s, _ = play(s, 1, Plan(1, "run_left", "spy1"), Plan(1, "flag", "5"))
    s, _ = play(s, 2, Plan(2, "push", "3"), Plan(2, "flag", "4"))
    s, _ = play(s, 3, Plan(3, "copy", "6"), Plan(3, "flag", "1"))
    assert s.phase == "spy" and GAME.legal_moves(s, 1) == [Spy(2), Spy(3)]
    s, events = play(s, 1, Spy(2))
    assert events[0]["card"] == "push" and "to" not in events[0]
    assert GAME.view(s, 0)["hands"][2]["plan"][0]["card"] == "push"
    assert SpyReplace("7", "run_right") in GAME.legal_moves(s, 1)
    s, events = play(s, 1, SpyReplace("7", "run_right"))
    assert s.hands[1].spent == ("spy1",) and s.hands[1].plan[0].token == "7"
    assert GAME.view(s, 2)["hands"][1]["plan"][0]["card"] is None
    # Red's #1 goes first; then the spy's hand (#7 now) may move only its runner.
    s, _ = play(s, 0, Select("purple"), Skip("run_forward"))
    while s.turn is not None and s.turn.hand != 1:
        seat = s.hands[s.turn.hand].seat
        s, _ = play(s, seat, GAME.legal_moves(s, seat)[-1])
    assert s.turn is not None and s.turn.hand == 1
    assert phases.selectable(s) == [1]


def test_spy_cannot_be_planned_without_a_real_token_to_replace_it() -> None:
    s = fresh(4, abilities=True)
    hand = replace(s.hands[1], screen=("7", "spy1"))
    s = replace(s, hands=(s.hands[0], hand, *s.hands[2:]))
    tokens = {m.token for m in GAME.legal_moves(s, 1) if isinstance(m, Plan)}
    assert tokens == {"7", "spy1"}
    s, _ = play(s, 1, Plan(1, "flag", "spy1"))
    assert s.hands[1].committed and len(s.hands[1].plan) == 1
