"""The network data, the options and the setup of DC Dash."""

from __future__ import annotations

from collections import Counter

import pytest

from dashgames.engine import BadOptions
from dashgames.engine.play import new_game
from dashgames.games.dc_dash import GAME
from dashgames.games.dc_dash.cards import ACTION_CARDS, DISRUPTIONS, full_action_deck
from dashgames.games.dc_dash.network import UNION_STATION, board_json, network


def test_2010_network_matches_the_published_counts() -> None:
    net = network("2010")
    assert len(net.stations) == 86
    assert Counter(s.jurisdiction for s in net.stations.values()) == {"DC": 40, "MD": 26, "VA": 20}
    assert {k: len(v) for k, v in net.lines.items()} == {
        "RD": 27, "OR": 26, "BL": 27, "YL": 17, "GR": 21,
    }
    # Union Station is the start and finish, so it has no Station card.
    assert {k: len(v) for k, v in net.station_cards().items()} == {"DC": 39, "MD": 26, "VA": 20}
    assert UNION_STATION not in {c for pile in net.station_cards().values() for c in pile}


def test_the_rulebook_line_examples_hold_on_the_data() -> None:
    stations = network("2010").stations
    assert stations[UNION_STATION].lines == ("RD",)
    assert set(stations["F02"].lines) == {"YL", "GR"}  # Archives
    assert set(stations["D03"].lines) == {"OR", "BL", "YL", "GR"}  # L'Enfant Plaza, not Red
    assert stations["J03"].lines == ("BL",)  # Franconia-Springfield
    assert set(stations["D02"].lines) == {"OR", "BL"}  # Smithsonian


def test_transfer_stations_default_and_junctions_option() -> None:
    net = network("2010")
    assert net.transfer_stations("two_level") == {"A01", "B01", "D03", "B06"}
    assert net.transfer_stations("junctions") == {
        "A01", "B01", "D03", "B06", "C05", "C07", "C13", "D08",
    }


def test_silver_line_networks() -> None:
    n14, n22 = network("2014"), network("2022")
    assert len(n14.stations) == 91 and len(n22.stations) == 97
    assert n14.lines["SV"][0] == "N06" and len(n14.lines["SV"]) == 28
    assert n22.lines["SV"][0] == "N12" and len(n22.lines["SV"]) == 34
    assert "SV" in n14.stations["A01"].lines and "SV" not in network("2010").stations["A01"].lines
    # East Falls Church is where the Silver Line leaves Orange track: a junction from 2014.
    assert "K05" in n14.junctions and "K05" not in network("2010").junctions
    assert {k: len(v) for k, v in n22.station_cards().items()} == {"DC": 39, "MD": 26, "VA": 31}
    # The 2011-2012 renames are in force on the later maps only.
    assert network("2010").stations["F05"].name == "Navy Yard"
    assert n14.stations["F05"].name == "Navy Yard-Ballpark"


def test_action_deck_data() -> None:
    assert len(full_action_deck()) == 45
    assert set(DISRUPTIONS) == {"track_maintenance", "elevator_outage", "security_checkpoint"}
    assert {c.effect for c in ACTION_CARDS.values()} == {
        "place_disruption", "all_clear", "ride", "transfer_ride", "bus", "detour",
        "doors_closing", "push", "draw",
    }


@pytest.mark.parametrize("players", [2, 5, 8])
def test_setup_deals_by_jurisdiction(players: int) -> None:
    state = new_game(GAME, players, {}, seed=7)
    stations = network("2010").stations
    dealt = []
    for r in state.riders:
        assert r.station == UNION_STATION and r.visited == ()
        assert Counter(stations[c].jurisdiction for c in r.station_cards) == {
            "DC": 4, "MD": 3, "VA": 2,
        }
        assert len(r.action_cards) == 3
        dealt.extend(r.station_cards)
    assert len(set(dealt)) == 9 * players
    assert set(dealt).isdisjoint(state.station_deck)
    assert len(state.station_deck) == 85 - 9 * players
    assert len(state.action_deck) == 45 - 3 * players
    assert Counter(state.action_deck) + Counter(
        c for r in state.riders for c in r.action_cards
    ) == Counter(full_action_deck())


def test_first_player_option() -> None:
    assert new_game(GAME, 4, {"first_player": 2}, seed=1).turn == 2
    firsts = {new_game(GAME, 4, {}, seed=s).turn for s in range(20)}
    assert len(firsts) > 1  # random by default


def test_silver_line_game_deals_from_the_bigger_virginia_pile() -> None:
    state = new_game(GAME, 2, {"network": "2022"}, seed=3)
    assert len(state.station_deck) == 96 - 18
    assert state.network == "2022"


@pytest.mark.parametrize(
    ("players", "options", "field"),
    [
        (3, {"network": "2019"}, "options.network"),
        (3, {"transfer_stations": "all"}, "options.transfer_stations"),
        (3, {"first_player": 3}, "options.first_player"),
        (3, {"first_player": True}, "options.first_player"),
        (9, {}, "players"),
        (1, {}, "players"),
    ],
)
def test_bad_options_name_the_field(players: int, options: dict[str, object], field: str) -> None:
    with pytest.raises(BadOptions) as err:
        new_game(GAME, players, options, seed=1)
    assert err.value.details["field"] == field


def test_board_json_for_clients() -> None:
    board = board_json("2014")
    assert board["union_station"] == "B03"
    assert len(board["stations"]) == 91
    assert [line["id"] for line in board["lines"]] == ["RD", "OR", "BL", "YL", "GR", "SV"]
    metro_center = next(s for s in board["stations"] if s["id"] == "A01")
    assert metro_center["lines"] == ["RD", "OR", "BL", "SV"] and metro_center["lat"] > 38
    assert board["two_level_stations"] == ["A01", "B01", "B06", "D03"]
