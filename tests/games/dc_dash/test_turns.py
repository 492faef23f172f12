"""Scenario tests for a DC Dash turn: travel, disruptions, visits, transfer draws, hand
limit, the discard option and winning. Each sets an exact position and checks the result."""

from __future__ import annotations

import pytest

from dashgames.engine import IllegalMove, NotYourTurn
from dashgames.games.dc_dash import GAME
from dashgames.games.dc_dash.moves import DiscardHand, DiscardToLimit, PlayDraw, Travel
from tests.games.dc_dash.positions import play, position, rider, travel_ends

# Red Line around Union Station (B03): west A02 A01 B01 B02 | B03 | B35 B04 B05 B06 east.


def test_travel_up_to_four_stations_either_way_along_the_line() -> None:
    state = position(rider(), rider())
    assert travel_ends(state) == {"B02", "B01", "A01", "A02", "B35", "B04", "B05", "B06"}
    after = play(state, Travel("RD", "A01"))
    assert after.riders[0].station == "A01"
    assert after.turn == 1 and after.turns_taken == 11


def test_every_line_of_the_start_station_but_no_change_mid_ride() -> None:
    # L'Enfant Plaza serves every line but Red; Archives (one stop up Yellow/Green) only
    # Yellow and Green, so Smithsonian (Orange/Blue, next to L'Enfant) is out of reach.
    lenfant = position(rider("D03"), rider())
    lines = {m.line for m in GAME.legal_moves(lenfant, 0) if isinstance(m, Travel)}
    assert lines == {"OR", "BL", "YL", "GR"}
    archives = position(rider("F02"), rider())
    assert "D02" not in travel_ends(archives)
    assert "D03" in travel_ends(archives, "YL")
    with pytest.raises(IllegalMove):
        GAME.apply(archives, 0, Travel("OR", "D02"))


def test_a_travel_move_must_go_somewhere_and_not_beyond_four() -> None:
    # Staying put is the ``stay`` move, not a travel to where you stand.
    state = position(rider(), rider())
    for bad in (Travel("RD", "B03"), Travel("RD", "A03"), Travel("OR", "A01")):
        with pytest.raises(IllegalMove):
            GAME.apply(state, 0, bad)


def test_track_maintenance_blocks_passing_and_stopping() -> None:
    state = position(rider(), rider(), disruptions=(("B01", "track_maintenance", 1),))
    assert travel_ends(state) == {"B02", "B35", "B04", "B05", "B06"}


def test_elevator_outage_lets_you_pass_but_not_stop() -> None:
    state = position(rider(), rider(), disruptions=(("B01", "elevator_outage", 1),))
    assert travel_ends(state) == {"B02", "A01", "A02", "B35", "B04", "B05", "B06"}


def test_security_checkpoint_stops_you_on_arrival() -> None:
    state = position(rider(), rider(), disruptions=(("B02", "security_checkpoint", 1),))
    assert travel_ends(state, "RD") == {"B02", "B35", "B04", "B05", "B06"}
    assert play(state, Travel("RD", "B02")).riders[0].station == "B02"
    # Next turn the pawn leaves the checkpoint normally.
    onward = position(rider("B02"), rider(), disruptions=(("B02", "security_checkpoint", 1),))
    assert {"B01", "A01", "A02", "A03"} <= travel_ends(onward)


def test_a_pawn_may_leave_a_station_closed_under_it() -> None:
    # Ruling: a token only governs rides through or into a station; a pawn already standing
    # there when Track Maintenance arrives may still ride out.
    state = position(rider("B02"), rider(), disruptions=(("B02", "track_maintenance", 1),))
    assert travel_ends(state) == {"B01", "A01", "A02", "A03", "B03", "B35", "B04", "B05"}


def test_ending_at_a_held_station_visits_it() -> None:
    state = position(rider(cards=("B05", "A15")), rider())
    after = play(state, Travel("RD", "B05"))
    assert after.riders[0].station_cards == ("A15",)
    assert after.riders[0].visited == ("B05",)
    passing = play(state, Travel("RD", "B06"))  # riding through does not visit
    assert passing.riders[0].station_cards == ("B05", "A15")


def test_visit_at_the_end_of_a_turn_without_moving() -> None:
    # Ruling: the visit happens whenever your own turn ends on the station, so a pawn that
    # was pushed onto a station it holds visits it at the end of its next turn, even one
    # spent playing a card.
    state = position(rider("B05", cards=("B05", "A15"), actions=("smartrip_reload",)), rider())
    after = play(state, PlayDraw("smartrip_reload"))
    assert after.riders[0].visited == ("B05",)


def test_ending_a_turn_at_a_transfer_station_draws_an_action_card() -> None:
    state = position(rider(), rider(), action_deck=("all_clear", "metrobus"))
    after = play(state, Travel("RD", "A01"))  # Metro Center
    assert after.riders[0].action_cards == ("metrobus",)
    plain = play(state, Travel("RD", "B02"))
    assert plain.riders[0].action_cards == ()


def test_transfer_draw_also_after_a_card_or_a_discard_while_staying() -> None:
    stay = position(rider("A01", actions=("smartrip_reload",)), rider(),
                    action_deck=("all_clear", "metrobus", "detour"))
    after = play(stay, PlayDraw("smartrip_reload"))
    assert sorted(after.riders[0].action_cards) == ["all_clear", "detour", "metrobus"]
    discard = position(rider("A01", actions=("express_train",)), rider(),
                       disruptions=(("C05", "track_maintenance", 1),), action_deck=("detour",))
    after = play(discard, DiscardHand("C05"))
    assert after.riders[0].action_cards == ("detour",)


def test_junctions_draw_only_under_the_junctions_option() -> None:
    state = position(rider("C03"), rider(), action_deck=("detour",))
    after = play(state, Travel("OR", "C05"))  # Rosslyn
    assert after.riders[0].action_cards == ()
    wide = position(rider("C03"), rider(), action_deck=("detour",), transfer_rule="junctions")
    after = play(wide, Travel("OR", "C05"))
    assert after.riders[0].action_cards == ("detour",)


def test_hand_limit_is_six_and_the_player_chooses_the_discards() -> None:
    hand = ("detour", "detour", "metrobus", "all_clear", "all_clear", "express_train")
    state = position(rider(actions=hand), rider(), action_deck=("shuttle_bus",))
    after = play(state, Travel("RD", "A01"))
    assert after.phase == "discard_to_limit" and after.turn == 0
    assert GAME.legal_moves(after, 0) == [
        DiscardToLimit(c) for c in ("all_clear", "detour", "express_train", "metrobus",
                                    "shuttle_bus")
    ]
    with pytest.raises(IllegalMove):
        GAME.apply(after, 0, Travel("RD", "B01"))
    done = play(after, DiscardToLimit("detour"))
    assert sorted(done.riders[0].action_cards) == sorted(
        ("detour", "metrobus", "all_clear", "all_clear", "express_train", "shuttle_bus")
    )
    assert done.action_discard == ("detour",)
    assert done.turn == 1 and done.phase == "turn"


def test_station_cards_do_not_count_toward_the_hand_limit() -> None:
    hand = ("detour",) * 3 + ("metrobus",) * 2
    many = tuple(f"A{n:02d}" for n in range(2, 15))
    state = position(rider(cards=many, actions=hand), rider(), action_deck=("shuttle_bus",))
    after = play(state, Travel("RD", "B01"))
    assert after.phase == "turn" and len(after.riders[0].action_cards) == 6


def test_discarding_the_hand_ends_one_disruption() -> None:
    state = position(
        rider(actions=("metrobus", "detour")), rider(),
        disruptions=(("B02", "track_maintenance", 1), ("D02", "elevator_outage", 1)),
    )
    assert [m for m in GAME.legal_moves(state, 0) if isinstance(m, DiscardHand)] == [
        DiscardHand("B02"), DiscardHand("D02"),
    ]
    after = play(state, DiscardHand("B02"))
    assert after.riders[0].action_cards == ()
    assert [d.station for d in after.disruptions] == ["D02"]
    # The hand and the lifted token's card (from in front of seat 1) go to the discards.
    assert after.action_discard == ("metrobus", "detour", "track_maintenance")


def test_zero_cards_is_a_hand_you_may_discard() -> None:
    state = position(rider(actions=()), rider(), disruptions=(("B02", "security_checkpoint", 1),))
    after = play(state, DiscardHand("B02"))
    assert after.disruptions == () and after.action_discard == ("security_checkpoint",)
    none = position(rider(actions=()), rider())
    assert not any(isinstance(m, DiscardHand) for m in GAME.legal_moves(none, 0))


def test_winning_back_at_union_with_no_station_cards() -> None:
    state = position(rider("B35", cards=()), rider())
    after = play(state, Travel("RD", "B03"))
    assert after.winner == 0
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome.winners == (0,) and outcome.ranks == (1, 2)
    assert GAME.legal_moves(after, 1) == [] and GAME.to_act(after) == frozenset()
    holding = position(rider("B35", cards=("A15",)), rider())
    assert play(holding, Travel("RD", "B03")).winner is None


def test_winning_with_the_last_visit_needs_the_trip_home() -> None:
    state = position(rider("B04", cards=("B05",)), rider())
    after = play(state, Travel("RD", "B05"))
    assert after.riders[0].station_cards == () and after.winner is None


def test_only_the_player_to_act_may_move() -> None:
    state = position(rider(), rider())
    with pytest.raises(NotYourTurn):
        GAME.apply(state, 1, Travel("RD", "B02"))
    assert GAME.legal_moves(state, 1) == []
