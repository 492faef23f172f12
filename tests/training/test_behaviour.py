"""What the environments promise beyond the API: masks match the rules, no secret reaches a
later seat, rewards follow the outcome, a seed replays an episode, clocks fire."""

from __future__ import annotations

import copy
import json

import numpy as np
import pytest

from dashgames.engine import BadOptions, UnknownGame, get_game
from dashgames.games.dash_and_cache.moves import CastVote
from dashgames.games.flag_dash.moves import Plan
from dashgames.training import DashGamesEnv, reward_from_ranks
from dashgames.training.aec import agent_name
from dashgames.training.single import SingleSeatEnv


def play_random(env: DashGamesEnv, seed: int, limit: int) -> list[int]:
    """Random masked actions; returns the actions taken. Checks the mask on every step."""
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    taken = []
    for _agent in env.agent_iter(limit):
        obs, _, term, trunc, info = env.last()
        if term or trunc:
            env.step(None)
            continue
        assert info["legal_moves_dropped"] == 0
        legal = {env.game.moves.text(m) for m in env.legal_moves()}
        by_index = {i: json.dumps(m, separators=(",", ":")) for i, m in info["legal_moves"].items()}
        assert set(np.flatnonzero(obs["action_mask"])) == set(by_index)
        assert set(by_index.values()) == legal  # every legal move has exactly one index
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        taken.append(action)
        env.step(action)
    return taken


@pytest.mark.parametrize("game", ["dash_and_cache", "dc_dash", "dicey_curves", "double_dash",
                                  "flag_dash"])
def test_the_mask_is_exactly_the_legal_moves_and_a_seed_replays_the_episode(game: str) -> None:
    env = DashGamesEnv(game, get_game(game).max_players)
    first = play_random(env, seed=11, limit=300)
    again = play_random(env, seed=11, limit=300)
    other = play_random(env, seed=12, limit=300)
    assert first == again
    assert first != other


VARIANTS = [
    ("flag_dash", 2, {"secret_setup": True, "abilities": True, "board": "street",
                      "mode": "advanced"}),
    ("dicey_curves", 4, {"cars_per_player": 2, "race_length": 33}),
    ("dc_dash", 5, {"network": "2022", "transfer_stations": "junctions"}),
    ("dash_and_cache", 6, {"room_size": 142, "timer_seconds": 10}),
]


@pytest.mark.parametrize(("game", "players", "options"), VARIANTS)
def test_every_legal_move_has_an_index_under_the_game_options_too(
        game: str, players: int, options: dict[str, object]) -> None:
    """The action spaces follow the options (boards, networks, car counts, room sizes)."""
    env = DashGamesEnv(game, players, options)
    assert play_random(env, seed=3, limit=200)  # play_random checks every mask


def test_a_setup_the_environment_cannot_play_is_refused_with_the_engine_s_error() -> None:
    with pytest.raises(BadOptions, match="2 to 10 players"):
        DashGamesEnv("dash_and_cache", 11)
    with pytest.raises(BadOptions, match="digital mode only"):
        DashGamesEnv("dash_and_cache", 3, {"mode": "companion"})
    with pytest.raises(UnknownGame):
        DashGamesEnv("chess", 2)
    with pytest.raises(ValueError, match="seat 2"):
        SingleSeatEnv("double_dash", seat=2)


def test_a_later_planner_sees_nothing_of_the_earlier_seat_s_secret_plan() -> None:
    """Flag Dash planning is simultaneous; the environment runs it seat by seat. Whatever the
    first seat plans, the second seat's observation and view are the same."""
    seen = []
    for card in ("run_forward", "push"):
        env = DashGamesEnv("flag_dash", 2)
        env.reset(seed=5)
        first = env.seat_to_act
        move = next(m for m in env.legal_moves() if isinstance(m, Plan) and m.card == card)
        env.step_move(move)
        while env.seat_to_act == first:  # the first seat finishes its plan
            env.step_move(next(m for m in env.legal_moves() if isinstance(m, Plan)))
        second = env.agent_selection
        seen.append((env.observe(second)["observation"], env.infos[second]["view"]))
    assert np.array_equal(seen[0][0], seen[1][0])
    assert seen[0][1] == seen[1][1]


def test_a_later_voter_sees_that_a_ballot_was_cast_but_not_which() -> None:
    """Dash and Cache's ballots are secret until counted; voters move one after another."""
    env = DashGamesEnv("dash_and_cache", 4)
    env.reset(seed=0)
    rng = np.random.default_rng(0)
    for _ in range(3000):  # random play up to the first vote (move 145 with these seeds)
        if env.infos[env.agent_selection]["simultaneous"] and any(
                isinstance(m, CastVote) for m in env.legal_moves()):
            break
        mask = env.observe(env.agent_selection)["action_mask"]
        env.step(int(rng.choice(np.flatnonzero(mask))))
    else:
        pytest.fail("no vote in 3000 moves")
    voter = env.seat_to_act
    seen = []
    for accept in (True, False):
        branch = copy.deepcopy(env)
        branch.step_move(CastVote(accept))
        later = branch.seat_to_act
        assert later != voter and voter in branch.view(later)["ballots_cast"]
        seen.append((later, branch.observe(agent_name(later))["observation"],
                     branch.view(later)))
    assert seen[0][0] == seen[1][0]
    assert np.array_equal(seen[0][1], seen[1][1])
    assert seen[0][2] == seen[1][2]


def test_rewards_follow_the_ranks() -> None:
    assert reward_from_ranks((1, 2), 0) == 1.0
    assert reward_from_ranks((1, 2), 1) == -1.0
    assert reward_from_ranks((1, 1), 0) == 0.0
    assert [reward_from_ranks((2, 1, 2, 4), s) for s in range(4)] == [0.0, 1.0, 0.0, -1.0]


def test_a_finished_game_pays_out_its_outcome() -> None:
    env = DashGamesEnv("double_dash", 2)
    env.reset(seed=3)
    rng = np.random.default_rng(3)
    totals = {a: 0.0 for a in env.possible_agents}
    for agent in env.agent_iter(5000):
        obs, reward, term, trunc, _ = env.last()
        totals[agent] += reward
        if term or trunc:
            env.step(None)
            continue
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert env.outcome is not None
    winner = env.outcome.winners[0]
    assert totals == {f"seat_{winner}": 1.0, f"seat_{1 - winner}": -1.0}


def test_clocks_fire_inside_step() -> None:
    """Dash and Cache opens with a timed grab: with a move costing half the clock, the grab
    ends after two moves instead of waiting for every seat."""
    env = DashGamesEnv("dash_and_cache", 4, seconds_per_move=60.0)
    env.reset(seed=1)
    assert env.view(0)["phase"]["name"] == "opening_grab"
    for _ in range(2):
        env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
    assert env.view(0)["phase"]["name"] != "opening_grab"


def test_the_single_seat_environment_plays_the_chosen_bots() -> None:
    env = SingleSeatEnv("double_dash", seat=1, opponents="heuristic")
    obs, info = env.reset(seed=4)
    assert info["view"]["you"] == 1 and info["view"]["to_move"] == 1
    rng = np.random.default_rng(0)
    done = False
    while not done:
        obs, reward, term, trunc, info = env.step(int(rng.choice(np.flatnonzero(
            obs["action_mask"]))))
        done = term or trunc
    assert term and reward == -1.0  # random play loses to the heuristic bot
    with pytest.raises(ValueError, match="no bot level"):
        SingleSeatEnv("double_dash", opponents="grandmaster")


def test_an_opponent_may_be_any_bot_callable_and_an_illegal_action_loses() -> None:
    calls = []

    def first_legal(view, seat, legal, rng):  # type: ignore[no-untyped-def]
        calls.append(seat)
        return legal[0]

    env = SingleSeatEnv("dicey_curves", 3, seat=0, opponents=first_legal)
    obs, _ = env.reset(seed=2)
    env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert calls and set(calls) <= {1, 2}
    obs, _ = env.reset(seed=2)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    _, reward, term, _, info = env.step(illegal)
    assert (reward, term, info["illegal_action"]) == (-1.0, True, illegal)


def _opening(seat: int, die: int) -> DashGamesEnv:
    """A Double Dash! game whose first turn is ``seat``'s, with one die showing ``die``."""
    for seed in range(200):
        env = DashGamesEnv("double_dash", 2)
        env.reset(seed=seed)
        if env.seat_to_act == seat and env.view(seat)["dice"] == [die]:
            return env
    raise AssertionError("no such opening in 200 seeds")


def test_both_double_dash_seats_see_the_board_from_their_own_side() -> None:
    """The start is symmetric under a half turn, so an opening roll of 4 gives seat 0 and
    seat 1 the same observation and the same action indices."""
    first, second = _opening(0, 4), _opening(1, 4)
    mine = first.observe("seat_0")
    theirs = second.observe("seat_1")
    assert np.array_equal(mine["action_mask"], theirs["action_mask"])
    board = 4 * 100  # the four board planes
    assert np.array_equal(mine["observation"][:board], theirs["observation"][:board])
    # The same index plays mirrored moves: a1 north for seat 0 is j10 south for seat 1.
    index = next(i for i, m in first.infos["seat_0"]["legal_moves"].items()
                 if m == {"type": "move", "piece": "a1", "direction": "N", "die": 4})
    assert second.infos["seat_1"]["legal_moves"][index] == {
        "type": "move", "piece": "j10", "direction": "S", "die": 4}


def test_both_flag_dash_teams_see_the_board_from_their_own_side() -> None:
    env = DashGamesEnv("flag_dash", 2)
    env.reset(seed=1)
    layout = env.view(0)["layout"]
    board = 15 * layout["width"] * layout["height"]  # the board planes
    red, white = env.observe("seat_0")["observation"], env.observe("seat_1")["observation"]
    assert red[:board].any()
    assert np.array_equal(red[:board], white[:board])
