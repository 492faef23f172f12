"""The DC Dash bots: the heuristic plans routes, uses cards sensibly and beats random play."""

from __future__ import annotations

from dashgames.engine import Rng
from dashgames.engine.play import new_game
from dashgames.games.dc_dash import GAME
from dashgames.games.dc_dash.moves import (
    DiscardToLimit,
    PlayAllClear,
    PlayDisruption,
    PlayDoorsClosing,
    PlayRide,
    Stay,
    Travel,
)
from dashgames.games.dc_dash.planner import tour_turns, turns
from dashgames.games.dc_dash.state import DcDashState
from tests.games.dc_dash.positions import position, rider

heuristic = GAME.bots["heuristic"]


def _choose(state: DcDashState) -> object:
    seat = state.turn
    return heuristic(GAME.view(state, seat), seat, GAME.legal_moves(state, seat), Rng(1))


def _play(players: int, seed: int, levels: list[str]) -> tuple[int | None, int]:
    state = new_game(GAME, players, {}, seed)
    rng = Rng.from_seed(f"bots:{seed}")
    moves = 0
    while GAME.outcome(state) is None and moves < 5_000:
        seat = state.turn
        bot = GAME.bots[levels[seat]]
        move = bot(GAME.view(state, seat), seat, GAME.legal_moves(state, seat), rng)
        state, _ = GAME.apply(state, seat, move)
        moves += 1
    outcome = GAME.outcome(state)
    return (outcome.winners[0] if outcome else None), moves


def test_heuristic_beats_random_in_a_clear_majority() -> None:
    games, wins = 16, 0
    for seed in range(games):
        seat = seed % 2
        levels = ["random", "random"]
        levels[seat] = "heuristic"
        winner, _ = _play(2, seed, levels)
        wins += winner == seat
    # Measured: 40 of 40 two-player games, and 12 of 12 with three random opponents (also
    # after staying put became a move).
    assert wins / games >= 0.8


def test_heuristic_against_three_random_players() -> None:
    wins = sum(_play(4, seed, ["heuristic", "random", "random", "random"])[0] == 0
               for seed in range(4))
    assert wins >= 3


def test_heuristic_games_finish_quickly() -> None:
    winner, moves = _play(3, 5, ["heuristic"] * 3)
    assert winner is not None and moves < 400


def test_turn_distances_respect_lines_and_tokens() -> None:
    # Union -> Smithsonian: Red to Metro Center, then Orange/Blue two stops: two turns.
    assert turns("2010", (), "B03", "D02") == 2
    # Closing Metro Center and Gallery Place cuts Union off from the west for ordinary rides.
    layout = (("A01", "track_maintenance"), ("B01", "track_maintenance"))
    assert turns("2010", layout, "B03", "A02") > 2
    assert tour_turns("2010", (), "B03", frozenset()) == 0
    assert tour_turns("2010", (), "B05", frozenset({"B06"})) == 2


def test_heuristic_rides_to_a_held_station() -> None:
    state = position(rider(cards=("B06",)), rider())
    assert _choose(state) == Travel("RD", "B06")


def test_heuristic_goes_home_when_done() -> None:
    state = position(rider("A02", cards=()), rider(), action_deck=("detour",))
    assert _choose(state) == Travel("RD", "B03")


def test_heuristic_stays_to_visit_the_station_it_was_pushed_onto() -> None:
    # Pushed onto Silver Spring, whose card it holds, with Vienna (far west) still to visit:
    # staying visits it now instead of coming back up the Red Line later.
    state = position(rider("B08", cards=("B08", "K08")), rider())
    assert _choose(state) == Stay()


def test_heuristic_uses_an_express_when_it_saves_a_turn() -> None:
    state = position(rider(cards=("B10",), actions=("express_train",)), rider())
    assert _choose(state) == PlayRide("express_train", "RD", "B10")


def test_heuristic_lifts_a_token_in_its_way() -> None:
    # Shady Grove's rider is home-bound; Track Maintenance on Twinbrook cuts the Red Line.
    state = position(rider("A14", cards=(), actions=("all_clear",)), rider("A13", cards=("K08",)),
                     disruptions=(("A13", "track_maintenance", 1),))
    assert _choose(state) == PlayAllClear("all_clear", "A13")


def test_heuristic_blocks_an_opponent_about_to_win() -> None:
    state = position(rider(cards=("K08",), actions=("track_maintenance",)),
                     rider("B05", cards=()), turn=0)
    move = _choose(state)
    assert isinstance(move, PlayDisruption)
    blocked = GAME.apply(state, 0, move)[0]
    assert "B03" not in {m.to for m in GAME.legal_moves(blocked, 1) if isinstance(m, Travel)}


def test_heuristic_discards_its_least_useful_card() -> None:
    hand = ("express_train", "smartrip_reload", "all_clear", "detour", "metrobus", "free_transfer")
    state = position(rider(actions=hand), rider(), action_deck=("shuttle_bus",))
    state = GAME.apply(state, 0, Travel("RD", "A01"))[0]
    assert state.phase == "discard_to_limit"
    assert _choose(state) == DiscardToLimit("smartrip_reload")


def test_heuristic_closes_the_doors_only_when_it_bites() -> None:
    far = position(rider(cards=("K08",), actions=("doors_closing",)), rider("B06", cards=()))
    assert _choose(far) == PlayDoorsClosing("doors_closing", 1)
    near = position(rider(cards=("K08",), actions=("doors_closing",)), rider("B04", cards=()))
    assert not isinstance(_choose(near), PlayDoorsClosing)
