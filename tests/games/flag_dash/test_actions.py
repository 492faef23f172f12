"""Scenario tests: movement rules, tunnels, every basic action card, boosts and game end.

Default 2-player basic backyard: Red runners purple b7 and blue h7, defender yellow e7, flag e8;
White runners green h2 and orange b2, defender black e2, flag e1. Walls under e2-h2 and above
b7-e7; tunnels c2 g2 c7 g7; columns a and i out of play.
"""

from __future__ import annotations

import pytest

from dashgames.engine import IllegalMove
from dashgames.games.flag_dash import GAME
from dashgames.games.flag_dash.moves import (
    Boost,
    CollectFlag,
    Combo,
    Copy,
    DropFlag,
    EndTurn,
    GiveFlag,
    PassFlags,
    Push,
    Run,
    Skip,
    TakeFlag,
    Tunnel,
)
from tests.games.flag_dash.positions import arrange, edit, fresh, in_turn, play, square_of


def test_basic_two_player_setup_moves_runners_in_and_closes_outer_columns() -> None:
    s = fresh()
    assert [c.square for c in s.characters] == ["b7", "h7", "e7", "h2", "b2", "e2"]
    assert "a5" in s.layout.closed and "i1" in s.layout.closed
    assert len(s.hands) == 2 and s.hands[0].runner is None
    assert s.hands[0].cards == ("run_forward", "run_backward", "run_left", "run_right",
                                "flag", "push", "copy")


def test_run_direction_is_read_from_the_owners_side() -> None:
    s, _ = play(in_turn(fresh(), 0, "1", "run_forward", "blue"), 0, Run("forward"))
    assert square_of(s, "blue") == "h6"  # Red's forward is north
    w = in_turn(fresh(), 1, "1", "run_right", "green")
    w, _ = play(w, 1, Run("right"))
    assert square_of(w, "green") == "g2"  # White's right is west on the board


def test_walls_edges_and_characters_block_a_run() -> None:
    s = in_turn(fresh(), 0, "1", "run_forward", "purple")  # wall above b7
    assert Run("forward") not in GAME.legal_moves(s, 0)
    assert Skip("run_forward") in GAME.legal_moves(s, 0)
    s = in_turn(arrange(fresh(), blue="h3", green="h2"), 0, "1", "run_forward", "blue")
    assert Run("forward") not in GAME.legal_moves(s, 0)
    s = in_turn(arrange(fresh(), blue="h1", green="g3"), 0, "1", "run_forward", "blue")
    assert Run("forward") not in GAME.legal_moves(s, 0)


def test_a_team_flag_is_hopped_over_as_one_space() -> None:
    s = arrange(fresh(), flags=("e8", "d5"), blue="d6")
    s, _ = play(in_turn(s, 0, "1", "run_forward", "blue"), 0, Run("forward"))
    assert square_of(s, "blue") == "d4"
    blocked = arrange(fresh(), flags=("e8", "d5"), blue="d6", green="d4")
    assert Run("forward") not in GAME.legal_moves(in_turn(blocked, 0, "1", "run_forward",
                                                          "blue"), 0)


def test_tunnels_go_anywhere_once_per_move_and_bump_a_blocker() -> None:
    s = arrange(fresh(), blue="g7", black="c2")
    s = in_turn(s, 0, "1", "run_forward", "blue")
    legal = GAME.legal_moves(s, 0)
    assert Tunnel("blue", "c7") in legal and Tunnel("blue", "g2") in legal
    assert Tunnel("blue", "c2") not in legal  # black sits there: it must be bumped
    s, _ = play(s, 0, Tunnel("blue", "c2", "east"))
    assert square_of(s, "black") == "d2" and square_of(s, "blue") == "c2"
    assert not [m for m in GAME.legal_moves(s, 0) if isinstance(m, Tunnel)]
    s, _ = play(s, 0, Run("forward"))
    assert square_of(s, "blue") == "c1"


def test_no_tunnel_while_carrying_a_team_flag() -> None:
    s = edit(arrange(fresh(), blue="g7"), "blue", carrying=1)
    s = arrange(s, flags=("e8", None))
    s = in_turn(s, 0, "1", "run_forward", "blue")
    assert not [m for m in GAME.legal_moves(s, 0) if isinstance(m, Tunnel)]


def test_take_the_flag_across_a_wall_but_collect_only_without_one() -> None:
    s = arrange(fresh(), flags=("e8", "e3"), purple="e2", black="d1", green="e3")
    s = arrange(s, flags=("e8", "f3"), green="e3")
    s = in_turn(s, 0, "1", "flag", "purple")
    legal = GAME.legal_moves(s, 0)
    assert CollectFlag("green") not in legal  # wall between e2 and e3
    s2 = arrange(fresh(), flags=("e8", "e3"), purple="e2", black="d1")
    s2 = in_turn(s2, 0, "1", "flag", "purple")
    assert TakeFlag() in GAME.legal_moves(s2, 0)
    s2, _ = play(s2, 0, TakeFlag())
    assert s2.characters[0].carrying == 1 and s2.team_flags == ("e8", None)


def test_collect_a_character_flag_once_per_opponent() -> None:
    s = arrange(fresh(), purple="f2", green="g2")
    s = in_turn(s, 0, "4", "flag", "purple")
    s, _ = play(s, 0, CollectFlag("green"))
    assert s.characters[0].collected == ("green",) and s.characters[3].own_flags == 1
    assert CollectFlag("green") not in GAME.legal_moves(s, 0)


def test_nothing_to_collect_when_both_flags_are_gone() -> None:
    s = edit(arrange(fresh(), purple="f2", green="g2"), "green", own_flags=0)
    assert CollectFlag("green") not in GAME.legal_moves(in_turn(s, 0, "1", "flag", "purple"), 0)


def test_a_defender_playing_flag_can_do_nothing_with_it() -> None:
    s = arrange(fresh(), flags=("e8", "e5"), yellow="e6")
    s = in_turn(s, 0, "1", "flag", "yellow")
    assert GAME.legal_moves(s, 0) == [Skip("flag"), EndTurn()]


def test_give_and_drop_the_carried_flag() -> None:
    s = arrange(edit(fresh(), "purple", carrying=1), flags=("e8", None), purple="d4",
                yellow="d3")
    s = in_turn(s, 0, "1", "flag", "purple")
    legal = GAME.legal_moves(s, 0)
    assert GiveFlag("yellow") in legal and DropFlag("c4") in legal and DropFlag("d3") not in legal
    given, _ = play(s, 0, GiveFlag("yellow"))
    assert given.characters[2].carrying == 1 and given.characters[0].carrying is None


def test_dropping_the_flag_into_home_territory_wins_at_once() -> None:
    s = arrange(edit(fresh(), "purple", carrying=1), flags=("e8", None), purple="d4")
    s, events = play(in_turn(s, 0, "1", "flag", "purple"), 0, DropFlag("d5"))
    assert s.winner == 0 and GAME.outcome(s) is not None and GAME.outcome(s).winners == (0,)
    assert events[-1]["type"] == "game_over"


def test_run_home_ends_the_game_mid_move() -> None:
    s = arrange(edit(fresh(), "purple", carrying=1), flags=("e8", None), purple="d4")
    s, _ = play(in_turn(s, 0, "5", "run_backward", "purple"), 0, Run("backward"))
    assert s.phase == "over" and square_of(s, "purple") == "d5"
    assert GAME.to_act(s) == frozenset()


def test_push_two_spaces_and_a_pushed_thief_drops_the_flag_where_it_stood() -> None:
    s = arrange(edit(fresh(), "green", carrying=0), flags=(None, "e1"), green="d5", blue="d6")
    s = in_turn(s, 0, "1", "push", "blue")
    legal = GAME.legal_moves(s, 0)
    assert Push("green", ("north", "north")) in legal
    s, _ = play(s, 0, Push("green", ("north", "north")))
    assert square_of(s, "green") == "d3" and s.team_flags[0] == "d5"
    assert s.characters[3].carrying is None


def test_a_push_may_not_bring_the_character_straight_back_where_it_stood() -> None:
    s = in_turn(arrange(fresh(), green="d5", blue="d6"), 0, "1", "push", "blue")
    legal = GAME.legal_moves(s, 0)
    assert Push("green", ("north", "north")) in legal
    assert Push("green", ("north", "south")) not in legal
    assert Push("green", ("west", "east")) not in legal
    assert Push("green", ("west", "north")) in legal


def test_a_pushed_thief_may_be_pushed_back_past_the_flag_it_dropped() -> None:
    # Out and back is allowed when it does not end where the push began: the dropped flag is
    # hopped on the way back, so green ends a square beyond its start.
    s = arrange(edit(fresh(), "green", carrying=0), flags=(None, "e1"), green="d5", blue="e5")
    s = in_turn(s, 0, "1", "push", "blue")
    assert Push("green", ("north", "south")) in GAME.legal_moves(s, 0)
    s, _ = play(s, 0, Push("green", ("north", "south")))
    assert square_of(s, "green") == "d6" and s.team_flags[0] == "d5"


def test_a_pushed_character_may_take_a_tunnel_in_the_middle_of_the_push() -> None:
    # Issue 29, item 1 (ruling tunnels-at-any-point): "before, during, or after" the move.
    # Blue pushes green north from c3 onto the c2 tunnel; green takes it to g7 there, mid-push,
    # and makes its second step (north) from g7. It has used its tunnel for this move.
    s = in_turn(arrange(fresh(), blue="d3", green="c3"), 0, "1", "push", "blue")
    legal = GAME.legal_moves(s, 0)
    assert Push("green", ("north", "north"), "g7") in legal
    assert Push("green", ("north", "east"), "g2") in legal
    after, _ = play(s, 0, Push("green", ("north", "north"), "g7"))
    assert square_of(after, "green") == "g6"
    assert not [m for m in GAME.legal_moves(after, 0)
                if isinstance(m, Tunnel) and m.character == "green"]
    # The push may still cross the tunnel without taking it, or end on it and take it after.
    over, _ = play(s, 0, Push("green", ("north", "east")))
    assert square_of(over, "green") == "d2"
    onto, _ = play(s, 0, Push("green", ("north",)))
    onto, _ = play(onto, 0, Tunnel("green", "g7"))
    assert square_of(onto, "green") == "g7"


def test_a_mid_push_tunnel_bumps_a_blocker_first() -> None:
    # Black sits on the g7 tunnel: the pushed green bumps it one step (east, to h7) and goes on
    # south from g7 (ruling tunnel-bump-one-step, as for any tunnel).
    s = in_turn(arrange(fresh(), blue="d3", green="c3", black="g7"), 0, "1", "push", "blue")
    legal = GAME.legal_moves(s, 0)
    assert Push("green", ("north", "south"), "g7") not in legal  # black must be bumped
    after, _ = play(s, 0, Push("green", ("north", "south"), "g7", "east"))
    assert square_of(after, "black") == "h7" and square_of(after, "green") == "g8"


def test_push_obeys_walls() -> None:
    s = arrange(fresh(), purple="e3", green="f3", black="e2")
    s = in_turn(s, 0, "1", "push", "purple")
    pushes = [m for m in GAME.legal_moves(s, 0) if isinstance(m, Push)]
    assert Push("black", ("west",)) not in pushes  # e2|e3 wall: black cannot be pushed
    assert Push("green", ("north",)) not in pushes  # f3 -> f2 crosses the wall
    assert Push("green", ("east",)) in pushes


def test_copy_replays_an_earlier_card_under_the_copying_token() -> None:
    s = in_turn(fresh(), 0, "4", "copy", "blue")
    hands = list(s.hands)
    from dataclasses import replace

    hands[0] = replace(hands[0], played=("run_left", "copy"))
    s = replace(s, hands=tuple(hands))
    assert GAME.legal_moves(s, 0)[:1] == [Copy("run_left")]
    s, _ = play(s, 0, Copy("run_left"), Run("left"), Run("left"))
    assert square_of(s, "blue") == "f7"
    assert s.characters[1].boosts == 1  # #4 also gives a boost


def test_token_two_gives_a_boost_only_after_the_move() -> None:
    s, _ = play(in_turn(fresh(), 0, "2", "run_forward", "blue"), 0, Run("forward"))
    assert s.characters[1].boosts == 1 and s.phase != "turn"


def test_token_five_resolves_the_card_three_times() -> None:
    s = in_turn(fresh(), 0, "5", "run_forward", "blue")
    s, _ = play(s, 0, Run("forward"), Run("forward"), Run("forward"))
    assert square_of(s, "blue") == "h4" and s.characters[1].boosts == 0


def test_combo_plays_a_second_card_from_hand_with_the_same_character() -> None:
    s = in_turn(fresh(), 0, "3", "run_forward", "blue")
    legal = GAME.legal_moves(s, 0)
    assert Combo(None) in legal and Combo("run_left") in legal
    assert Combo("run_forward") not in legal
    s, _ = play(s, 0, Combo("run_left"), Run("left"), Run("forward"))
    assert square_of(s, "blue") == "g6"


def test_boosts_any_direction_before_the_card_and_capped_at_two() -> None:
    s = edit(fresh(), "blue", boosts=2)
    s = in_turn(s, 0, "2", "run_forward", "blue")
    assert Boost("south") in GAME.legal_moves(s, 0)
    s, _ = play(s, 0, Boost("south"), Run("forward"), EndTurn())
    assert square_of(s, "blue") == "h7" and s.characters[1].boosts == 2  # 2 - 1 + 1


def test_reset_returns_discarded_tokens_but_not_a_planned_second_one() -> None:
    from dataclasses import replace

    from dashgames.games.flag_dash.state import Slot

    s = in_turn(fresh(), 0, "7", "run_forward", "blue")
    hand = s.hands[0]
    second = Slot("flag", "3", "salt", "hash")
    hand = replace(hand, plan=(hand.plan[0], second), discarded=("1", "2"),
                   screen=("4", "5", "6"))
    s = replace(s, hands=(hand, s.hands[1]))
    s, _ = play(s, 0, Run("forward"))
    assert sorted(s.hands[0].screen) == ["1", "2", "4", "5", "6", "7"]
    assert s.hands[0].discarded == ()


def test_two_player_basic_runners_pass_character_flags() -> None:
    s = edit(edit(arrange(fresh(), purple="d5", blue="e5"), "purple", collected=("green",)),
             "blue", collected=("orange",))
    s = in_turn(s, 0, "1", "flag", "purple")
    s, _ = play(s, 0, PassFlags("blue", ("green",)))
    assert s.characters[1].collected == ("orange", "green")
    assert s.characters[0].collected == ()


def test_one_runner_with_every_opponents_flag_wins() -> None:
    s = edit(arrange(fresh(), purple="e3", black="d3"), "purple",
             collected=("green", "orange"), collected_from=("green", "orange"))
    s, _ = play(in_turn(s, 0, "1", "flag", "purple"), 0, CollectFlag("black"))
    assert s.winner == 0 and "every opponent" in s.win_reason


def test_an_illegal_move_is_rejected_with_its_code() -> None:
    s = in_turn(fresh(), 0, "1", "run_forward", "purple")
    with pytest.raises(IllegalMove):
        GAME.apply(s, 0, Run("forward"))
