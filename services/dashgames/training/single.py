"""A Gymnasium environment: one seat learns, the house bots play every other seat.

The bots are the game's own (``Game.bots``: ``random`` and ``heuristic`` in every game, and
whatever levels a game adds), called exactly as the platform's AI worker calls them: the seat's
view, the seat, its legal moves and a seeded generator. An opponent is a level name or any
callable with that signature (``dashgames.engine.Bot``), so a level defined outside the game
(a search bot, a trained policy) plugs in by passing the callable. Opponents' moves, chance and
clocks all happen inside ``step``; the learner sees only its own view.

An action outside the mask ends the episode at once with ``illegal_reward`` (-1, a loss), as
PettingZoo's ``TerminateIllegalWrapper`` does: Gymnasium lets an agent send any action of the
space, and a learner that ignores the mask should learn that it costs the game.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np

from dashgames.engine import Bot, Rng, Seat
from dashgames.training.aec import DashGamesEnv, Observation, agent_name

Opponent = str | Bot


class SingleSeatEnv(gymnasium.Env[Observation, np.int64]):
    """``seat`` of ``game`` against ``opponents`` (one for all other seats, or one per seat)."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        game: str,
        players: int | None = None,
        options: dict[str, Any] | None = None,
        *,
        seat: Seat = 0,
        opponents: Opponent | Sequence[Opponent] | None = None,
        max_moves: int = 5000,
        seconds_per_move: float = 5.0,
        render_mode: str | None = None,
        illegal_reward: float = -1.0,
    ) -> None:
        self.illegal_reward = illegal_reward
        self._forfeited = False
        self.aec = DashGamesEnv(game, players, options, max_moves=max_moves,
                                seconds_per_move=seconds_per_move, render_mode=render_mode)
        if not 0 <= seat < self.aec.players:
            raise ValueError(f"seat {seat} is not at a table of {self.aec.players}")
        self.seat = seat
        self.agent = agent_name(seat)
        self.render_mode = render_mode
        self.bots = self._bots(opponents)
        self.observation_space = self.aec.observation_space(self.agent)
        self.action_space = self.aec.action_space(self.agent)
        self._episode_seed = 0

    def _bots(self, opponents: Opponent | Sequence[Opponent] | None) -> dict[Seat, Bot]:
        game = self.aec.game
        others = [s for s in range(self.aec.players) if s != self.seat]
        chosen: list[Opponent]
        if opponents is None or isinstance(opponents, str) or callable(opponents):
            chosen = [opponents or game.default_bot_level] * len(others)
        else:
            chosen = list(opponents)
            if len(chosen) != len(others):
                raise ValueError(f"give one opponent, or one for each of the {len(others)} "
                                 "other seats")
        bots: dict[Seat, Bot] = {}
        for s, opponent in zip(others, chosen, strict=True):
            if isinstance(opponent, str):
                level = game.bot_level_aliases().get(opponent, opponent)  # an older name too
                if level not in game.bots:
                    raise ValueError(f"{game.id} has no bot level {opponent!r} here; "
                                     f"levels: {sorted(game.bots)} (a search level such as "
                                     "strong plugs in as a callable: dashgames.ai.levels)")
                bots[s] = game.bots[level]
            else:
                bots[s] = opponent
        return bots

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        super().reset(seed=seed)
        if seed is None:
            seed = int(self.np_random.integers(2**62))
        self._episode_seed = seed
        self.aec.reset(seed=seed)
        self._forfeited = False
        self._play_bots()  # the seats before the learner's first turn
        return self.aec.observe(self.agent), self._info()

    def step(
        self, action: np.int64 | int
    ) -> tuple[Observation, float, bool, bool, dict[str, Any]]:
        if self.aec.agent_selection != self.agent or self._done() or self._forfeited:
            raise RuntimeError("the episode is over: call reset()")
        if int(action) not in self.aec.legal_actions():
            # As PettingZoo's TerminateIllegalWrapper does: a move outside the mask loses.
            self._forfeited = True
            info = {**self._info(), "illegal_action": int(action)}
            return self.aec.observe(self.agent), self.illegal_reward, True, False, info
        self.aec.step(int(action))
        reward = float(self.aec.rewards.get(self.agent, 0.0)) + self._play_bots()
        terminated = self.aec.terminations[self.agent]
        truncated = self.aec.truncations[self.agent]
        return self.aec.observe(self.agent), reward, terminated, truncated, self._info()

    def render(self) -> str | None:
        return self.aec.render()

    def close(self) -> None:
        self.aec.close()

    # ---- inside ----------------------------------------------------------------------------
    def _done(self) -> bool:
        return self.aec.terminations[self.agent] or self.aec.truncations[self.agent]

    def _play_bots(self) -> float:
        """Let the bots move until the learner's turn or the end; the learner's reward meanwhile."""
        reward = 0.0
        while not self._done() and self.aec.agent_selection != self.agent:
            seat = self.aec.seat_to_act
            rng = Rng.from_seed(f"{self._episode_seed}:{seat}:{self.aec.moves_made}")
            move = self.bots[seat](self.aec.view(seat), seat, self.aec.legal_moves(), rng)
            self.aec.step_move(move)
            reward += float(self.aec.rewards.get(self.agent, 0.0))
        return reward

    def _info(self) -> dict[str, Any]:
        # A copy: a caller keeps what it was handed, and the next step must not change it.
        return copy.deepcopy(self.aec.infos.get(self.agent, {}))
