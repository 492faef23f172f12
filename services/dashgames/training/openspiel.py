"""An OpenSpiel-style adapter: a game and its states under OpenSpiel's method names, for code
written against ``pyspiel``, with no ``open_spiel`` dependency.

``DashGamesSpielGame(game, players, options)`` and its states: ``current_player()`` is a seat,
``SIMULTANEOUS`` where several seats act at once (``apply_actions``, a no-op action 0 for a seat
that does not act) or ``TERMINAL``; chance is sampled inside a step (no chance nodes); actions
are the parallel environment's indices. docs/TRAINING.md, "OpenSpiel-style", lists the methods.
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass
from typing import Any

from dashgames.engine import Seat
from dashgames.training.aec import agent_name
from dashgames.training.parallel import DashGamesParallelEnv

SIMULTANEOUS = -2
TERMINAL = -4


@dataclass(frozen=True)
class GameType:
    """The facts OpenSpiel's ``pyspiel.GameType`` holds, as strings."""

    short_name: str
    long_name: str
    dynamics: str = "SIMULTANEOUS"  # some phases let several seats act at once
    chance_mode: str = "SAMPLED_STOCHASTIC"
    information: str = "IMPERFECT_INFORMATION"
    utility: str = "ZERO_SUM"  # rewards from ranks always sum to zero
    reward_model: str = "TERMINAL"
    provides_observation_tensor: bool = True
    provides_observation_string: bool = True


class DashGamesSpielGame:
    def __init__(self, game: str, players: int | None = None,
                 options: dict[str, Any] | None = None, **kwargs: Any) -> None:
        self._env = DashGamesParallelEnv(game, players, options, **kwargs)
        self.game_type = game
        self._seed = 0

    def get_type(self) -> GameType:
        turns = self._env.turns
        return GameType(short_name=f"dashgames_{self.game_type}", long_name=turns.game.title,
                        dynamics="SIMULTANEOUS" if turns.game.simultaneous else "SEQUENTIAL")

    def num_players(self) -> int:
        return len(self._env.possible_agents)

    def num_distinct_actions(self) -> int:
        return int(self._env.turns.codebook.size)

    def max_game_length(self) -> int:
        return int(self._env.turns.max_moves)

    def observation_tensor_shape(self) -> list[int]:
        shape = self._env.observation_spaces["seat_0"]["observation"].shape
        return list(shape or ())

    def min_utility(self) -> float:
        return -1.0

    def max_utility(self) -> float:
        return 1.0

    def new_initial_state(self, seed: int | None = None) -> DashGamesSpielState:
        """A new game; without ``seed``, the next of a sequence (0, 1, 2...)."""
        env = copy.deepcopy(self._env)
        if seed is None:
            seed, self._seed = self._seed, self._seed + 1
        env.reset(seed=seed)
        return DashGamesSpielState(self, env)


class DashGamesSpielState:
    def __init__(self, game: DashGamesSpielGame, env: DashGamesParallelEnv) -> None:
        self._game = game
        self._env = env
        self._history: list[int] = []
        self._returns = [0.0] * game.num_players()
        self._last_rewards = [0.0] * game.num_players()

    def get_game(self) -> DashGamesSpielGame:
        return self._game

    def num_players(self) -> int:
        return self._game.num_players()

    def current_player(self) -> int:
        if self.is_terminal():
            return TERMINAL
        acting = self._env.acting_agents
        return SIMULTANEOUS if len(acting) > 1 else int(acting[0].split("_")[1])

    def is_terminal(self) -> bool:
        return not self._env.agents

    def is_chance_node(self) -> bool:
        return False

    def is_simultaneous_node(self) -> bool:
        return self.current_player() == SIMULTANEOUS

    def legal_actions(self, player: int | None = None) -> list[int]:
        if self.is_terminal():
            return []
        seat = self.current_player() if player is None else player
        if seat == SIMULTANEOUS:
            raise ValueError("a simultaneous node: ask for one player's legal actions")
        actions = self._env.legal_actions(seat)
        if actions is None:
            return [0] if self.is_simultaneous_node() else []
        return actions

    def apply_action(self, action: int) -> None:
        seat = self.current_player()
        if seat < 0:
            raise ValueError("apply_action needs one player to act: use apply_actions")
        self._step({seat: action})

    def apply_actions(self, actions: list[int]) -> None:
        """One action per seat at a simultaneous node (a seat not acting: its no-op, 0)."""
        if len(actions) != self.num_players():
            raise ValueError(f"one action per player: {self.num_players()}")
        acting = {int(a.split("_")[1]) for a in self._env.acting_agents}
        self._step({seat: action for seat, action in enumerate(actions) if seat in acting})

    def _step(self, actions: dict[Seat, int]) -> None:
        _, rewards, *_ = self._env.step({agent_name(s): a for s, a in actions.items()})
        self._history.extend(actions[s] for s in sorted(actions))
        self._last_rewards = [float(rewards.get(agent_name(s), 0.0))
                              for s in range(self.num_players())]
        self._returns = [r + d for r, d in zip(self._returns, self._last_rewards, strict=True)]

    def returns(self) -> list[float]:
        return list(self._returns)

    def rewards(self) -> list[float]:
        return list(self._last_rewards)

    def history(self) -> list[int]:
        return list(self._history)

    def observation_tensor(self, player: int) -> list[float]:
        return [float(x) for x in self._env.observation_vector(player).tolist()]

    def observation_string(self, player: int) -> str:
        return json.dumps(self._env.turns.view(player), sort_keys=True)

    def information_state_string(self, player: int) -> str:
        """The seat's view: the game's views carry what a seat has learnt (its own plan, the
        revealed cards), not the whole history of its observations."""
        return self.observation_string(player)

    def action_to_string(self, player: int, action: int) -> str:
        move = self._env.move_of(player, action)
        if move is None:
            return f"action {action}"
        return json.dumps(self._env.turns.game.moves.dump(move), sort_keys=True)

    def clone(self) -> DashGamesSpielState:
        return copy.deepcopy(self)

    def __str__(self) -> str:
        return self._env.render() or json.dumps(self._env.turns.game.view(
            self._env.turns.state, None))
