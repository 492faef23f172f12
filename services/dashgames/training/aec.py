"""A PettingZoo AEC environment for any Dash Games game, on the pure engine (no server).

One agent per seat; exactly one seat acts at each step (simultaneous phases pick one with a
seeded generator, without leaking earlier secrets); clocks run on a virtual clock. Observations
come only from the acting seat's view. docs/TRAINING.md, "Turns, secrets, chance and clocks".
"""

from __future__ import annotations

import json
import secrets
import sys
from typing import Any

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv

from dashgames.engine import Game, Outcome, Rng, Seat, Timer, get_game
from dashgames.engine.options import resolve_options
from dashgames.engine.play import STOP, Choice, new_game, play_forward
from dashgames.training.actions import ActionTable
from dashgames.training.features import Features
from dashgames.training.games import encoding_of

Observation = dict[str, npt.NDArray[Any]]


def reward_from_ranks(ranks: tuple[int, ...], seat: Seat) -> float:
    """(seats ranked below ``seat`` - seats ranked above it) / (players - 1).

    Two players: a win +1, a loss -1, a draw 0. More players: first +1, last -1, the middle in
    between; tied seats share a reward and the rewards of a game always sum to zero.
    """
    mine = ranks[seat]
    below = sum(r > mine for r in ranks)
    above = sum(r < mine for r in ranks)
    return (below - above) / (len(ranks) - 1)


def agent_name(seat: Seat) -> str:
    return f"seat_{seat}"


class DashGamesEnv(AECEnv[str, Observation, int]):  # type: ignore[misc]
    """The AEC environment of one game type at one player count and set of options."""

    metadata = {"name": "dashgames_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(
        self,
        game: str,
        players: int | None = None,
        options: dict[str, Any] | None = None,
        *,
        max_moves: int = 5000,
        seconds_per_move: float = 5.0,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        self.game: Game[Any, Any] = get_game(game)
        self.players = self.game.min_players if players is None else players
        self.options = resolve_options(self.game.options, options)
        new_game(self.game, self.players, self.options, 0)  # checks the count and the options
        self.encoding = encoding_of(game)
        self.codebooks = self.encoding.codebooks(self.players, self.options)
        self.codebook = self.codebooks[0]  # every seat's space has the same size
        self.max_moves = max_moves
        self.seconds_per_move = seconds_per_move
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"dashgames_{game}_v0"}
        self.possible_agents = [agent_name(s) for s in range(self.players)]
        size = len(self._encode(self.game.view(new_game(
            self.game, self.players, self.options, 0), 0)))
        self.observation_spaces = {
            a: spaces.Dict({
                "observation": spaces.Box(0.0, 1.0, (size,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.codebook.size,), np.int8),
            })
            for a in self.possible_agents
        }
        self.action_spaces = {a: spaces.Discrete(self.codebook.size) for a in self.possible_agents}
        self._seed_rng = Rng(secrets.randbits(64))
        self.state: Any = None

    # ---- spaces ---------------------------------------------------------------------------
    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    # ---- the episode ----------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seed_rng = Rng.from_seed(f"dashgames-env:{seed}")
        game_seed = self._seed_rng.next_u64()
        self._chance = self._seed_rng.fork()  # who of several seats acting at once goes first
        self.state = new_game(self.game, self.players, self.options, game_seed)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.moves_made = 0
        self.outcome: Outcome | None = None
        self._clocks: dict[str, float] = {}
        self._views: dict[Seat, dict[str, Any]] = {}
        self._next_turn()

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        move = self._table.moves.get(int(action)) if action is not None else None
        if move is None:
            raise ValueError(f"action {action} is not legal for {agent} now (see the mask)")
        self._play(move)

    def step_move(self, move: Any) -> None:
        """Play a move (the game's move value) for the seat to act: how bots take their turn.

        Any of the seat's legal moves is accepted, one without an action index too.
        """
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            raise ValueError("the episode is over: nobody moves")
        if move not in self._legal:
            raise ValueError(f"{move!r} is not a legal move for {self.agent_selection} now")
        self._play(move)

    def legal_actions(self) -> list[int]:
        """The action indices the mask allows now."""
        return sorted(self._table.moves)

    def legal_moves(self) -> list[Any]:
        """Every legal move of the seat to act, as the game lists them."""
        return list(self._legal)

    @property
    def seat_to_act(self) -> Seat:
        return self._seat

    @property
    def acting_seats(self) -> list[Seat]:
        """Every seat that may move now (several in a simultaneous phase); ``seat_to_act`` is
        the one this environment picked."""
        return list(self._acting)

    def play_for(self, seat: Seat, move: Any) -> None:
        """Play ``move`` for any seat that may move now, not only the one picked: the parallel
        environment's way (``parallel.py``)."""
        if self.terminations[agent_name(seat)] or self.truncations[agent_name(seat)]:
            raise ValueError("the episode is over: nobody moves")
        if seat not in self._acting or move not in self.game.legal_moves(self.state, seat):
            raise ValueError(f"{move!r} is not a legal move for seat {seat} now")
        self._seat = seat
        self.agent_selection = agent_name(seat)
        self._play(move)

    def view(self, seat: Seat) -> dict[str, Any]:
        """``seat``'s view of the current position: what that seat may know and nothing else."""
        return self._view(seat)

    def _play(self, move: Any) -> None:
        agent = self.agent_selection
        self._cumulative_rewards[agent] = 0.0
        thinking = self.seconds_per_move / len(self._acting)
        self.state, _ = self.game.apply(self.state, self._seat, move)
        self.moves_made += 1
        self._views.clear()
        self._run_clocks(thinking)
        self.rewards = {a: 0.0 for a in self.agents}
        self._next_turn()
        self._accumulate_rewards()

    def observe(self, agent: str) -> Observation:
        seat = int(agent.split("_")[1])
        features = Features()
        self.encoding.encode(self._view(seat), features)
        acting = agent == self.agent_selection and not (
            self.terminations[agent] or self.truncations[agent])
        mask = (self._table.mask(self.codebook.size) if acting
                else np.zeros(self.codebook.size, dtype=np.int8))
        return {"observation": features.array(), "action_mask": mask}

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.state is None:
            return None
        return json.dumps(self.game.view(self.state, None))  # a spectator sees no secret

    def close(self) -> None:
        self.state = None

    # ---- inside a step --------------------------------------------------------------------
    def _encode(self, view: dict[str, Any]) -> npt.NDArray[np.float32]:
        features = Features()
        self.encoding.encode(view, features)
        return features.array()

    def _view(self, seat: Seat) -> dict[str, Any]:
        view = self._views.get(seat)
        if view is None:
            view = self._views[seat] = self.game.view(self.state, seat)
        return view

    def _next_turn(self) -> None:
        """Fire what must fire, then pick the seat to act; or end the episode."""
        legal: dict[Seat, list[Any]] = {}

        def someone_moves(state: Any, seats: list[Seat], ply: int) -> Choice:
            legal.clear()
            legal.update((s, self.game.legal_moves(state, s)) for s in seats)
            return STOP if any(legal.values()) else None  # None: the nearest clock fires

        for step in play_forward(self.game, self.state, someone_moves, max_steps=sys.maxsize,
                                 next_timer=self._nearest_clock):
            self.state = step.state
            self._views.clear()
        self.outcome = self.game.outcome(self.state)
        if self.outcome is not None:
            self._finish(self.outcome)
            return
        acting = [s for s, moves in legal.items() if moves]
        self._acting = acting
        self._seat = acting[0] if len(acting) == 1 else self._chance.choice(acting)
        self._legal = legal[self._seat]
        self._table: ActionTable = self.codebooks[self._seat].lay_out(self._legal)
        self.agent_selection = agent_name(self._seat)
        for a in self.agents:
            self.infos[a] = {}
        self.infos[self.agent_selection] = {
            "view": self._view(self._seat),
            "legal_moves": {i: self.game.moves.dump(m) for i, m in self._table.moves.items()},
            "legal_moves_dropped": self._table.dropped,
            "simultaneous": len(acting) > 1,
        }
        if self.moves_made >= self.max_moves:
            self.truncations = {a: True for a in self.agents}

    def _finish(self, outcome: Outcome) -> None:
        for a in self.agents:
            seat = int(a.split("_")[1])
            self.rewards[a] = reward_from_ranks(outcome.ranks, seat)
            self.terminations[a] = True
            self.infos[a] = {"outcome": {"winners": list(outcome.winners),
                                         "ranks": list(outcome.ranks), "reason": outcome.reason}}

    def _run_clocks(self, seconds: float) -> None:
        """Add ``seconds`` to every running clock; fire the ones whose time is up."""
        for _ in range(len(self._clocks) + 8):
            running = {t.id: t.seconds for t in self.game.pending_timers(self.state)}
            self._clocks = {i: self._clocks.get(i, 0.0) for i in running}
            if not running or self.game.outcome(self.state) is not None:
                return
            due = [i for i in sorted(running) if self._clocks[i] + seconds >= running[i]]
            if not due:
                self._clocks = {i: t + seconds for i, t in self._clocks.items()}
                return
            self.state, _ = self.game.on_timer(self.state, due[0])
            self._views.clear()

    def _nearest_clock(self, state: Any) -> Timer | None:
        """The clock with the least time left (each has run ``_clocks`` seconds already)."""
        timers = self.game.pending_timers(state)
        if not timers:
            return None
        return min(timers, key=lambda t: (t.seconds - self._clocks.get(t.id, 0.0), t.id))
