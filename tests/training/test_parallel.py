"""The ParallelEnv (issue 27, item 7): PettingZoo's own parallel checkers on every game at its
smallest and largest table, and what a step does where seats act at once (Flag Dash's planning,
Dash and Cache's grabs, bids and ballots)."""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import pytest
from gymnasium.utils.env_checker import data_equivalence
from pettingzoo.test import parallel_api_test

from dashgames.training import DashGamesEnv
from dashgames.training.parallel import DashGamesParallelEnv, seat_of
from tests.training.test_api import CYCLES, TABLES

# make test runs PettingZoo's parallel checker at each game's smallest table; its largest
# tables (eight and ten seats: the slowest cases) run in make test-long. The replay check below
# runs at both in make test.
PARALLEL_TABLES = [
    pytest.param(game, players, marks=pytest.mark.long) if players > 4 else (game, players)
    for game, players in TABLES
]


@pytest.mark.parametrize(("game", "players"), PARALLEL_TABLES)
def test_pettingzoo_parallel_api_test_passes(game: str, players: int) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a live agent missing a key is a finding here
        parallel_api_test(DashGamesParallelEnv(game, players), num_cycles=CYCLES * 10)


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_the_same_seed_and_actions_replay_the_same_episode(game: str, players: int) -> None:
    """PettingZoo's ``parallel_seed_test`` samples actions without their masks, which every
    game here refuses (a ValueError, as the AEC environment's ``step``); the same check with
    masked actions."""
    first, second = DashGamesParallelEnv(game, players), DashGamesParallelEnv(game, players)
    seen = [first.reset(seed=42), second.reset(seed=42)]
    assert data_equivalence(seen[0], seen[1])
    rng = [np.random.default_rng(5), np.random.default_rng(5)]
    for _ in range(CYCLES * 2):
        if not first.agents:
            break
        steps = [env.step(random_actions(env, seen[i][0], rng[i]))
                 for i, env in enumerate((first, second))]
        assert data_equivalence(steps[0], steps[1])
        seen = [(steps[0][0], steps[0][4]), (steps[1][0], steps[1][4])]
    assert first.turns.state == second.turns.state


def random_actions(env: DashGamesParallelEnv, observations: dict[str, Any],
                   rng: np.random.Generator) -> dict[str, int]:
    return {a: int(rng.choice(np.flatnonzero(observations[a]["action_mask"])))
            if a in env.acting_agents else 0 for a in env.agents}


def until_seats_act_at_once(env: DashGamesParallelEnv, seed: int
                            ) -> tuple[dict[str, Any], dict[str, Any]]:
    observations, infos = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    while len(env.acting_agents) < 2:
        assert env.agents, "the game ended without a simultaneous phase"
        observations, _, _, _, infos = env.step(random_actions(env, observations, rng))
    return observations, infos


def test_seats_that_plan_at_once_both_move_in_one_step_as_two_turns_would() -> None:
    env = DashGamesParallelEnv("flag_dash")
    observations, infos = until_seats_act_at_once(env, seed=3)
    assert env.acting_agents == ["seat_0", "seat_1"]
    assert all(infos[a]["simultaneous"] for a in env.acting_agents)
    actions = random_actions(env, observations, np.random.default_rng(11))
    moves = {seat_of(a): env.move_of(seat_of(a), actions[a]) for a in env.acting_agents}
    # The same position in the AEC environment, played one seat after the other.
    turns = DashGamesEnv("flag_dash")
    turns.reset(seed=3)
    turns.state, turns._acting = env.turns.state, env.turns.acting_seats
    before = env.turns.moves_made
    first = env.turns.seat_to_act
    _, rewards, terminations, _, infos = env.step(actions)
    assert env.turns.moves_made == before + 2
    assert not any(i.get("dropped") for i in infos.values())
    turns.play_for(first, moves[first])
    turns.play_for(1 - first, moves[1 - first])
    assert turns.state == env.turns.state
    assert rewards == {"seat_0": 0.0, "seat_1": 0.0} and not any(terminations.values())


def test_a_move_another_seat_made_illegal_first_is_dropped_and_chosen_again() -> None:
    env = DashGamesParallelEnv("dash_and_cache")
    observations, _ = env.reset(seed=1)
    rng = np.random.default_rng(0)
    dropped_steps = 0
    for _ in range(600):
        acting = env.acting_agents
        actions = random_actions(env, observations, rng)
        chosen = {a: env.move_of(seat_of(a), actions[a]) for a in acting}
        before = env.turns.moves_made
        observations, _, _, _, infos = env.step(actions)
        dropped = [a for a in acting if infos[a].get("dropped")]
        assert env.turns.moves_made == before + len(acting) - len(dropped)
        game, state = env.turns.game, env.turns.state
        for agent in dropped:  # the others' moves took it away: not legal after the step
            assert chosen[agent] not in game.legal_moves(state, seat_of(agent))
        dropped_steps += bool(dropped)
        if not env.agents:
            break
    assert dropped_steps > 0  # seeded: the grabs of this game collide
