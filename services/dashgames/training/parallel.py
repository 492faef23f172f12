"""A PettingZoo ParallelEnv for any Dash Games game: every seat that may move acts in one step.

Flag Dash's planning and Dash and Cache's grabs, bids and ballots are simultaneous; the AEC
environment (``aec.py``) plays them one seat per step, this one takes every acting seat's action
at once and plays them in a seeded order. A move that an earlier one made illegal (two seats
grabbing the same item) is dropped (``infos["dropped"]``) and its seat chooses again.
docs/TRAINING.md, "Parallel".
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import ParallelEnv

from dashgames.engine import Seat
from dashgames.training.actions import ActionTable
from dashgames.training.aec import DashGamesEnv, Observation, agent_name
from dashgames.training.features import Features


def seat_of(agent: str) -> Seat:
    return int(agent.split("_")[1])


class DashGamesParallelEnv(ParallelEnv[str, Observation, int]):  # type: ignore[misc]
    """The parallel environment of one game type at one player count and set of options; takes
    the AEC environment's arguments."""

    metadata = {"name": "dashgames_parallel_v0", "render_modes": ["ansi"]}

    def __init__(self, game: str, players: int | None = None,
                 options: dict[str, Any] | None = None, **kwargs: Any) -> None:
        self.turns = DashGamesEnv(game, players, options, **kwargs)
        self.render_mode = self.turns.render_mode
        self.metadata = {**self.metadata, "name": f"dashgames_{game}_parallel_v0"}
        self.possible_agents = list(self.turns.possible_agents)
        self.agents: list[str] = []
        self.observation_spaces = self.turns.observation_spaces
        self.action_spaces = self.turns.action_spaces
        self._tables: dict[Seat, ActionTable] = {}

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    @property
    def acting_agents(self) -> list[str]:
        """The agents whose actions the next step plays."""
        return [agent_name(s) for s in sorted(self._tables)]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[dict[str, Observation], dict[str, dict[str, Any]]]:
        self.turns.reset(seed=seed)
        self.agents = list(self.possible_agents)
        self._lay_out()
        return self._observations(self.agents), self._infos(self.agents, set())

    def step(self, actions: dict[str, int]) -> tuple[
            dict[str, Observation], dict[str, float], dict[str, bool], dict[str, bool],
            dict[str, dict[str, Any]]]:
        live = list(self.agents)
        pending: dict[Seat, Any] = {}
        for seat, table in self._tables.items():
            action = actions.get(agent_name(seat))
            move = None if action is None else table.moves.get(int(action))
            if move is None:
                raise ValueError(f"action {action} is not legal for {agent_name(seat)} now "
                                 "(see its mask)")
            pending[seat] = move
        dropped: set[Seat] = set()
        turns = self.turns
        while pending and not self._over():
            acting = turns.acting_seats
            seat = turns.seat_to_act if turns.seat_to_act in pending else min(pending)
            move = pending.pop(seat)
            if seat in acting and move in turns.game.legal_moves(turns.state, seat):
                turns.play_for(seat, move)
            else:
                dropped.add(seat)
        dropped |= set(pending)  # the episode ended first
        rewards = {a: float(turns.rewards.get(a, 0.0)) for a in live}
        terminations = {a: bool(turns.terminations[a]) for a in live}
        truncations = {a: bool(turns.truncations[a]) for a in live}
        self._lay_out()
        observations = self._observations(live)
        infos = self._infos(live, dropped)
        if self._over():
            self.agents = []
        return observations, rewards, terminations, truncations, infos

    def legal_actions(self, seat: Seat) -> list[int] | None:
        """The action indices ``seat``'s mask allows now; None when it does not act."""
        table = self._tables.get(seat)
        return None if table is None else sorted(table.moves)

    def move_of(self, seat: Seat, action: int) -> Any:
        """The move ``action`` stands for in ``seat``'s mask now (None: not in it)."""
        table = self._tables.get(seat)
        return None if table is None else table.moves.get(action)

    def observation_vector(self, seat: Seat) -> npt.NDArray[np.float32]:
        """``seat``'s observation: its view encoded (the game's module in this package)."""
        features = Features()
        self.turns.encoding.encode(self.turns.view(seat), features)
        return features.array()

    def view(self, seat: Seat) -> dict[str, Any]:
        """``seat``'s view of the current position."""
        return self.turns.view(seat)

    def render(self) -> str | None:
        return self.turns.render()

    def close(self) -> None:
        self.turns.close()

    # ---- inside a step --------------------------------------------------------------------
    def _over(self) -> bool:
        return any(self.turns.terminations.values()) or any(self.turns.truncations.values())

    def _lay_out(self) -> None:
        turns = self.turns
        self._tables = {} if self._over() else {
            seat: turns.codebooks[seat].lay_out(turns.game.legal_moves(turns.state, seat))
            for seat in turns.acting_seats}

    def _observations(self, agents: list[str]) -> dict[str, Observation]:
        size = self.turns.codebook.size
        out: dict[str, Observation] = {}
        for agent in agents:
            table = self._tables.get(seat_of(agent))
            mask = table.mask(size) if table is not None else np.zeros(size, dtype=np.int8)
            out[agent] = {"observation": self.observation_vector(seat_of(agent)),
                          "action_mask": mask}
        return out

    def _infos(self, agents: list[str], dropped: set[Seat]) -> dict[str, dict[str, Any]]:
        out: dict[str, dict[str, Any]] = {}
        game = self.turns.game
        for agent in agents:
            seat = seat_of(agent)
            info: dict[str, Any] = dict(self.turns.infos.get(agent, {})) if self._over() else {}
            table = self._tables.get(seat)
            if table is not None:
                info.update(view=self.turns.view(seat), legal_moves_dropped=table.dropped,
                            simultaneous=len(self._tables) > 1,
                            legal_moves={i: game.moves.dump(m) for i, m in table.moves.items()})
            if seat in dropped:
                info["dropped"] = True
            out[agent] = info
        return out
