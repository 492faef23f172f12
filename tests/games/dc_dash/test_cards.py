"""Every Action card effect, from exact positions."""

from __future__ import annotations

from dataclasses import replace

import pytest

from dashgames.engine import IllegalMove
from dashgames.games.dc_dash import GAME
from dashgames.games.dc_dash.moves import (
    PlayAllClear,
    PlayBus,
    PlayDetour,
    PlayDisruption,
    PlayDoorsClosing,
    PlayDraw,
    PlayPush,
    PlayRide,
    PlayTransferRide,
    Travel,
)
from dashgames.games.dc_dash.network import network
from dashgames.games.dc_dash.rules import CardNotHeld
from tests.games.dc_dash.positions import play, position, rider, travel_ends


def _of(state: object, kind: type) -> list[object]:
    return [m for m in GAME.legal_moves(state, state.turn) if isinstance(m, kind)]  # type: ignore[attr-defined]


@pytest.mark.parametrize("card", ["track_maintenance", "elevator_outage", "security_checkpoint"])
def test_disruption_cards_place_a_token_and_stay_in_front(card: str) -> None:
    state = position(rider(actions=(card,)), rider(),
                     disruptions=(("D02", "track_maintenance", 1),))
    targets = {m.station for m in _of(state, PlayDisruption)}  # type: ignore[attr-defined]
    # Any station without a token except Union Station: 86 - Union - Smithsonian.
    assert len(targets) == 84 and "B03" not in targets and "D02" not in targets
    after = play(state, PlayDisruption(card, "B02"))
    assert after.disruption_at("B02") is not None
    assert after.disruption_at("B02").kind == card  # type: ignore[union-attr]
    assert after.riders[0].action_cards == () and after.action_discard == ()
    assert GAME.view(after, 1)["riders"][0]["in_front"] == [card]
    with pytest.raises(IllegalMove):
        GAME.apply(position(rider(actions=(card,)), rider()), 0, PlayDisruption(card, "B03"))


def test_all_clear_lifts_a_token_anywhere() -> None:
    state = position(rider(actions=("all_clear",)), rider(),
                     disruptions=(("K08", "elevator_outage", 1),))
    assert _of(state, PlayAllClear) == [PlayAllClear("all_clear", "K08")]
    after = play(state, PlayAllClear("all_clear", "K08"))
    assert after.disruptions == ()
    assert sorted(after.action_discard) == ["all_clear", "elevator_outage"]
    assert _of(position(rider(actions=("all_clear",)), rider()), PlayAllClear) == []


def test_express_train_rides_up_to_eight_with_disruptions() -> None:
    state = position(rider(actions=("express_train",)), rider())
    ends = {m.to for m in _of(state, PlayRide)}  # type: ignore[attr-defined]
    assert ends == {"B02", "B01", "A01", "A02", "A03", "A04", "A05", "A06",
                    "B35", "B04", "B05", "B06", "B07", "B08", "B09", "B10"}
    blocked = position(rider(actions=("express_train",)), rider(),
                       disruptions=(("B07", "track_maintenance", 1),))
    assert "B08" not in {m.to for m in _of(blocked, PlayRide)}  # type: ignore[attr-defined]
    after = play(state, PlayRide("express_train", "RD", "B10"))
    assert after.riders[0].station == "B10" and after.action_discard == ("express_train",)


def test_free_transfer_changes_line_once_within_four_stations() -> None:
    state = position(rider(actions=("free_transfer",)), rider())
    routes = set(_of(state, PlayTransferRide))
    # Union -> Gallery Place (2 stops, Red), then Green two more to L'Enfant Plaza.
    assert PlayTransferRide("free_transfer", "RD", "D03", "B01", "GR") in routes
    # Metro Center is 3 stops: one more on Orange reaches McPherson Sq, not Farragut West.
    assert PlayTransferRide("free_transfer", "RD", "C02", "A01", "OR") in routes
    assert PlayTransferRide("free_transfer", "RD", "C03", "A01", "OR") not in routes
    # Without a change it is an ordinary ride.
    assert PlayTransferRide("free_transfer", "RD", "B06") in routes
    after = play(state, PlayTransferRide("free_transfer", "RD", "D03", "B01", "GR"))
    assert after.riders[0].station == "D03"


def test_free_transfer_cannot_change_at_a_checkpoint() -> None:
    state = position(rider(actions=("free_transfer",)), rider(),
                     disruptions=(("B01", "security_checkpoint", 1),))
    routes = set(_of(state, PlayTransferRide))
    assert not any(r.change_at == "B01" for r in routes)  # type: ignore[attr-defined]
    assert PlayTransferRide("free_transfer", "RD", "B01") in routes


def test_shuttle_bus_passes_tokens_and_ignores_lines() -> None:
    state = position(rider("D03", actions=("shuttle_bus",)), rider(),
                     disruptions=(("D02", "track_maintenance", 1),))
    ends = {m.to for m in _of(state, PlayBus)}  # type: ignore[attr-defined]
    # Smithsonian (D02) is closed: the bus goes past it to Federal Triangle (D01) but cannot
    # drop the pawn on it.
    assert ends == {"D04", "C07", "F02", "F04",  # one stop, on any line
                    "D01", "D05", "C08", "C06", "B01", "F05"}  # two stops
    after = play(state, PlayBus("shuttle_bus", "D01"))
    assert after.riders[0].station == "D01"


def test_metrobus_goes_one_stop_on_any_line() -> None:
    state = position(rider("D03", actions=("metrobus",)), rider(),
                     disruptions=(("F04", "security_checkpoint", 1),))
    ends = {m.to for m in _of(state, PlayBus)}  # type: ignore[attr-defined]
    assert ends == {"D02", "D04", "C07", "F02", "F04"}


def test_detour_swaps_a_station_card_for_one_of_its_jurisdiction() -> None:
    state = position(rider(cards=("A15", "A02"), actions=("detour",)), rider(cards=("A14",)))
    after = play(state, PlayDetour("detour", "A15"))
    cards = after.riders[0].station_cards
    assert "A15" not in cards and "A02" in cards and len(cards) == 2
    new = next(c for c in cards if c != "A02")
    stations = network("2010").stations
    assert stations[new].jurisdiction == "MD" and new != "A14"
    assert "A15" in after.station_deck and new not in after.station_deck
    assert len(after.station_deck) == len(state.station_deck)


def test_detour_needs_a_card_of_that_jurisdiction_in_the_deck() -> None:
    state = position(rider(cards=("A15", "A02"), actions=("detour",)), rider())
    stations = network("2010").stations
    no_md = replace(state, station_deck=tuple(
        c for c in state.station_deck if stations[c].jurisdiction != "MD"))
    assert _of(no_md, PlayDetour) == [PlayDetour("detour", "A02")]


def test_doors_closing_caps_the_targets_next_turn_then_expires() -> None:
    state = position(rider(actions=("doors_closing",)), rider(actions=("express_train",)))
    assert _of(state, PlayDoorsClosing) == [PlayDoorsClosing("doors_closing", 1)]
    after = play(state, PlayDoorsClosing("doors_closing", 1))
    assert after.riders[1].doors_closing == 1 and after.action_discard == ()
    assert GAME.view(after, 0)["riders"][1]["in_front"] == ["doors_closing"]
    assert travel_ends(after) == {"B02", "B01", "B35", "B04"}
    express = {m.to for m in _of(after, PlayRide)}  # type: ignore[attr-defined]
    assert express == {"B02", "B01", "B35", "B04"}
    done = play(after, Travel("RD", "B01"))
    assert done.riders[1].doors_closing == 0 and done.action_discard == ("doors_closing",)


def test_wrong_direction_pushes_an_opponent_under_the_tokens() -> None:
    state = position(rider(actions=("wrong_direction",)), rider("B02"),
                     disruptions=(("B01", "track_maintenance", 0),))
    assert {(m.target, m.to) for m in _of(state, PlayPush)} == {  # type: ignore[attr-defined]
        (1, "B03"), (1, "B35"),
    }
    after = play(state, PlayPush("wrong_direction", 1, "RD", "B35"))
    assert after.riders[1].station == "B35" and after.riders[0].station == "B03"


def test_pushing_an_opponent_home_with_no_cards_makes_them_win() -> None:
    # Ruling: arriving at Union Station wins however the pawn got there.
    state = position(rider(actions=("wrong_direction",)), rider("B02", cards=()))
    after = play(state, PlayPush("wrong_direction", 1, "RD", "B03"))
    assert after.winner == 1


def test_smartrip_reload_draws_two_and_reshuffles_an_empty_deck() -> None:
    state = position(rider("B02", actions=("smartrip_reload",)), rider(),
                     action_deck=("all_clear",), discard=("metrobus", "metrobus"))
    after = play(state, PlayDraw("smartrip_reload"))
    assert sorted(after.riders[0].action_cards) == ["all_clear", "metrobus"]
    assert after.action_deck == ("metrobus",)
    # The played card joins the discards only after its draw is done.
    assert after.action_discard == ("smartrip_reload",)


def test_drawing_from_an_empty_deck_and_discard_draws_nothing() -> None:
    state = position(rider("B02", actions=("smartrip_reload",)), rider(), action_deck=())
    after = play(state, PlayDraw("smartrip_reload"))
    assert after.riders[0].action_cards == () and after.action_discard == ("smartrip_reload",)


def test_playing_a_card_you_do_not_hold_is_refused_with_its_code() -> None:
    state = position(rider(actions=("metrobus",)), rider())
    with pytest.raises(CardNotHeld) as err:
        GAME.apply(state, 0, PlayBus("shuttle_bus", "B02"))
    assert err.value.code == "CARD_NOT_HELD"
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, PlayBus("metrobus", "B01"))  # two stops away
