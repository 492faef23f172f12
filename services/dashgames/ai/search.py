"""Information-set Monte Carlo tree search (ISMCTS) for any ``Game``, from one seat's view only.

Each iteration samples a full state consistent with the seat's view (the game's own
``sample_hidden``), so the search never reads what the seat may not see; trees are kept per seat,
so no seat's modelled choice depends on another's secret. Deterministic for a given seed and
iteration budget. How it works: docs/AI.md, "How the search works".
"""

from __future__ import annotations

import gc
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from typing import Any

from dashgames.ai.budget import Budget
from dashgames.engine import Game, Outcome, Rng, Seat
from dashgames.engine.copying import replace
from dashgames.engine.play import STOP, Choice, play_forward

Evaluator = Callable[[Any], Sequence[float]]
"""A state's estimated reward per seat, each in [0, 1] (1: sure first place)."""
Policy = Callable[[Any, Seat, list[Any], Rng], Any]
"""A playout policy: (state, seat, legal moves, generator) -> one of the moves."""

_HIDDEN = object()
"""The label another seat's secret move leaves in a seat's observation history."""


@dataclass(frozen=True)
class Settings:
    """Search knobs; each game's evaluate.py may set ``PLAYOUT_DEPTH`` and ``EXPLORATION``."""

    playout_depth: int = 8
    """Random moves played past the tree's edge before the evaluator scores the position."""
    exploration: float = 0.2
    """UCB1's exploration constant (rewards are in [0, 1])."""
    prior_weight: float = 1.0
    """Progressive bias: a move's one-ply evaluation counts as this many visits' worth."""
    widen_above: int = 8
    """Nodes with more legal moves than this widen progressively."""
    widen_base: int = 3
    widen_rate: float = 1.0
    """A widening node considers ``widen_base + widen_rate * sqrt(visits)`` moves."""
    pool: int = 24
    """Distinct ``sample_hidden`` draws; later iterations reuse them with fresh chance."""
    keep_first_margin: float = 0.05
    """The heuristic's move (``first``) is played unless the search's choice scores at least
    this much more on average over the determinizations both were tried in (common random
    numbers: the k-th visit of every root move meets the same draw and the same dice) and that
    difference is ``keep_first_z`` standard errors clear of zero: a small search's estimates
    are noisy, and the heuristic's move is a good default."""
    keep_first_z: float = 2.0
    rank_sample: int = 16
    """Moves a node inside the tree ranks by a one-ply evaluation (the root ranks all, within
    ``rank_share`` of the time budget)."""
    rank_share: float = 0.3
    root_rank_sample: int = 160
    """Most moves the root ranks by a one-ply evaluation (a seeded sample, the heuristic's
    move always among them): Dicey Curves offers over a thousand drives at times, and ranking
    them all would cost about a second by itself under an iteration budget, which has no
    clock to stop it."""
    finish_share: float = 0.85
    max_plies: int = 400
    """A walk longer than this is scored where it stands (no game should need it)."""


@dataclass
class Report:
    """What a search did: for the bench, the tests and tuning."""

    iterations: int
    seconds: float
    visits: dict[Any, int]
    values: dict[Any, float]


class _Node:
    """One information set of one seat: visit counts and summed rewards per move."""

    __slots__ = ("children", "prior", "rank", "stats", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.stats: dict[Any, list[float]] = {}
        self.children: dict[Any, _Node] = {}
        self.rank: dict[Any, float] = {}
        self.prior: dict[Any, float] = {}
        """A move's one-ply evaluation, where known (the root): a bias that fades with visits."""

    def child(self, label: Any) -> _Node:
        found = self.children.get(label)
        if found is None:
            found = self.children[label] = _Node()
        return found


def outcome_rewards(out: Outcome) -> tuple[float, ...]:
    """Share of the other seats each seat finished ahead of (a tie counts half)."""
    ranks = out.ranks
    n = len(ranks)
    if n < 2:
        return (1.0,) * n
    return tuple(
        sum(1.0 if rj > ri else 0.5 if rj == ri else 0.0 for j, rj in enumerate(ranks) if j != i)
        / (n - 1)
        for i, ri in enumerate(ranks)
    )


class Search:
    """One decision: ``run`` returns the move for ``seat`` and a ``Report``."""

    def __init__(
        self,
        game: Game[Any, Any],
        view: dict[str, Any],
        seat: Seat,
        legal: list[Any],
        rng: Rng,
        evaluator: Evaluator | None = None,
        settings: Settings | None = None,
        first: Any = None,
        policy: Policy | None = None,
    ) -> None:
        self.game = game
        self.view = view
        self.seat = seat
        self.legal = list(legal)
        self.rng = rng
        self.evaluator = evaluator
        self.settings = settings or Settings()
        self.first = first
        self.policy = policy
        self.pool: list[Any] = []
        self._pool_rng = rng.fork()
        self._seed_rng = rng.fork()
        self._seeds: list[int] = []
        """The k-th visit of every root move plays determinization k with chance ``_seeds[k]``
        (common random numbers: root moves are compared on the same luck)."""
        self.root_rewards: dict[Any, list[float]] = {}
        """Per root move, the searching seat's reward of each visit, in visit order."""
        self.trees: dict[Seat, _Node] = {}
        self.players = 0
        self._reseed = False
        self.deadline: float | None = None
        self.rank_until: float | None = None

    @staticmethod
    def _late(deadline: float | None) -> bool:
        return deadline is not None and time.monotonic() >= deadline

    # ---- determinizations --------------------------------------------------------------------
    def _determinization(self, k: int) -> tuple[Any, Rng]:
        """Determinization ``k`` (a ``sample_hidden`` draw, the pool's ``k % pool``-th, with a
        chance generator of its own) and the generator of that walk's playout moves: the same
        for every root move's k-th visit."""
        while len(self.pool) <= min(k, self.settings.pool - 1):
            state = self.game.sample_hidden(self.view, self.seat, self._pool_rng.fork())
            if not self.pool:
                self._reseed = any(f.name == "rng" for f in fields(state))
            self.pool.append(state)
        while len(self._seeds) <= k:
            self._seeds.append(self._seed_rng.next_u64())
        luck = Rng(self._seeds[k])
        state = self.pool[k % len(self.pool)]
        if self._reseed:  # the generator is hidden from every view: a new one is as consistent
            state = replace(state, rng=luck.next_u64())
        return state, luck

    # ---- scoring -----------------------------------------------------------------------------
    def _score(self, state: Any) -> tuple[float, ...]:
        out = self.game.outcome(state)
        if out is not None:
            return outcome_rewards(out)
        if self.evaluator is None:
            return (0.5,) * self.players
        return tuple(self.evaluator(state))

    # ---- move order ------------------------------------------------------------------------
    def _rank(self, node: _Node, state: Any, actor: Seat, moves: list[Any]) -> None:
        """Rank moves the node has not ranked yet by a one-ply evaluation in this
        determinization (rank = minus the value: best for ``actor`` first), and keep each
        value as the move's prior. The opponents' best replies get tried first, so a move is
        not judged against the blunders a random reply would make; and where chance changes
        the moves on offer (new dice in another determinization), the new ones are ranked
        when first met. Inside the tree a long list is ranked by a sample (widening looks at
        only a few moves anyway); the rest rank after every evaluated move, at random."""
        sample = len(moves)
        root = node is self.trees[self.seat]
        cap = self.settings.root_rank_sample if root else self.settings.rank_sample
        if sample > cap:
            moves = list(moves)
            self.rng.shuffle(moves)
            if root and self.first in moves:  # the heuristic's move is always evaluated
                moves.remove(self.first)
                moves.insert(0, self.first)
            sample = cap
        for k, move in enumerate(moves):
            if self.evaluator is None or k >= sample or self._late(self.rank_until):
                node.rank[move] = 2.0 + self.rng.random()
                continue
            try:
                after, _ = self.game.apply(state, actor, move)
            except Exception:  # a move this sample rejects ranks last
                node.rank[move] = 1.5
                continue
            value = self._score(after)[actor]
            node.prior[move] = value
            node.rank[move] = -value
        if actor == self.seat and root and self.first in node.rank:
            node.rank[self.first] = -2.0

    # ---- one walk ----------------------------------------------------------------------------
    def _select(
        self, node: _Node, moves: list[Any], state: Any, actor: Seat
    ) -> tuple[Any, bool]:
        """(move, is new to the node). Widened nodes only consider their best-ranked moves."""
        s = self.settings
        rank = node.rank
        unranked = [m for m in moves if m not in rank]
        if unranked:
            self._rank(node, state, actor, unranked)
        if len(moves) > s.widen_above:
            limit = s.widen_base + int(s.widen_rate * math.sqrt(node.visits))
            if limit < len(moves):
                moves = sorted(moves, key=rank.__getitem__)[:limit]
        stats = node.stats
        untried = [m for m in moves if m not in stats]
        if untried:
            return min(untried, key=rank.__getitem__), True
        log_n = math.log(node.visits + 1)
        c = s.exploration
        prior, bias = node.prior, s.prior_weight
        best, best_value = moves[0], -1.0
        for m in moves:
            n, w = stats[m]
            value = w / n + c * math.sqrt(log_n / n)
            if prior:
                value += bias * prior.get(m, 0.0) / (n + 1)
            if value > best_value:
                best, best_value = m, value
        return best, False

    def _iterate(self) -> None:
        game, s = self.game, self.settings
        root = self.trees[self.seat]
        root_move, root_new = self._select(root, self.legal, self.pool[0], self.seat)
        visit = 0 if root_new else int(root.stats[root_move][0])
        state, rng = self._determinization(visit)
        if self._late(self.deadline):
            return
        pointers = dict(self.trees)
        path: list[tuple[_Node, Any, Seat]] = []
        in_tree = True
        playout = 0
        reward: tuple[float, ...] | None = None
        late = False

        def out_of_time(state: Any) -> bool:
            nonlocal late
            late = self._late(self.deadline)
            return late

        def walk(state: Any, actors: list[Seat], ply: int) -> Choice:
            """In the tree, the move to try; past its edge, a playout move; STOP to score."""
            nonlocal in_tree, playout, reward
            if not actors:
                return None  # the soonest timer fires
            if ply == 0:
                actor = self.seat
            elif len(actors) == 1:
                (actor,) = actors
            else:  # others' secrets first, so the search's own choice cannot depend on them
                others = [a for a in actors if a != self.seat]
                actor = others[0] if others else self.seat
            moves = self.legal if ply == 0 else game.legal_moves(state, actor)
            if not moves:
                return STOP
            if in_tree:
                node = pointers[actor]
                if ply == 0:
                    move, new = root_move, root_new
                else:
                    move, new = self._select(node, moves, state, actor)
                path.append((node, move, actor))
                if new:
                    in_tree = False
                else:
                    secret = len(actors) > 1
                    for observer, at in pointers.items():
                        seen = move if (observer == actor or not secret) else _HIDDEN
                        pointers[observer] = at.child((actor, seen))
            else:
                if playout >= s.playout_depth:
                    reward = self._score(state)
                    return STOP
                playout += 1
                if self.policy is None:
                    move = moves[rng.below(len(moves))]
                else:
                    move = self.policy(state, actor, moves, rng)
            return actor, move

        # Out of time mid-walk: drop the walk rather than keep the player waiting.
        until = None if self.deadline is None else out_of_time
        for step in play_forward(game, state, walk, max_steps=s.max_plies, until=until,
                                 stop_when_stuck=True):
            state = step.state
            if step.seat is None and in_tree:
                label = ("timer", step.move)
                for observer, node in pointers.items():
                    pointers[observer] = node.child(label)
        if late:
            return
        if reward is None:
            reward = self._score(state)
        self.root_rewards.setdefault(root_move, []).append(reward[self.seat])
        for node, move, actor in path:
            node.visits += 1
            entry = node.stats.get(move)
            if entry is None:
                node.stats[move] = [1.0, reward[actor]]
            else:
                entry[0] += 1.0
                entry[1] += reward[actor]

    # ---- the decision ------------------------------------------------------------------------
    def run(self, budget: Budget, start: float | None = None) -> tuple[Any, Report]:
        """Search until the budget is spent; ``start`` (``time.monotonic()``) is when the
        caller's clock began, if before this call.

        The cyclic garbage collector is paused meanwhile: the tree holds no cycles (nodes
        point only at their children), reference counting frees it, and a collection over
        tens of thousands of nodes would stall an iteration past the deadline."""
        paused = gc.isenabled()
        gc.disable()
        try:
            return self._run(budget, start)
        finally:
            if paused:
                gc.enable()

    def _run(self, budget: Budget, start: float | None) -> tuple[Any, Report]:
        start = time.monotonic() if start is None else start
        # The last iteration ends by ``finish_share`` of the budget: the answer still has to
        # reach the player, and a loaded machine makes the last iteration slower.
        deadline = None if budget.seconds is None else (
            start + budget.seconds * self.settings.finish_share)
        self.deadline = deadline
        if budget.seconds is not None:
            self.rank_until = start + budget.seconds * self.settings.rank_share
        limit = budget.iterations
        first_state, _ = self._determinization(0)
        self.players = _players(self.game, first_state, self.view)
        for s in range(self.players):
            self.trees.setdefault(s, _Node())
        self._rank(self.trees[self.seat], first_state, self.seat, self.legal)
        self.rank_until = deadline
        done = 0
        while (limit is None or done < limit) and (deadline is None
                                                   or time.monotonic() < deadline):
            self._iterate()
            done += 1
        root = self.trees[self.seat]
        visits = {m: int(root.stats[m][0]) for m in self.legal if m in root.stats}
        values = {m: root.stats[m][1] / root.stats[m][0] for m in visits}
        if visits:
            choice = max(self.legal, key=lambda m: (visits.get(m, -1), values.get(m, 0.0),
                                                    -root.rank.get(m, 1e9)))
            first = self.first
            if (first is not None and choice != first and first in values
                    and not self._clearly_better(choice, first)):
                choice = first  # not clearly better than the heuristic's move: keep that
        else:
            choice = min(self.legal, key=lambda m: root.rank.get(m, 1e9))
        return choice, Report(done, time.monotonic() - start, visits, values)

    def _clearly_better(self, move: Any, first: Any) -> bool:
        """Whether ``move`` beat ``first`` by ``keep_first_margin`` on average over the visits
        both had (the same determinizations and dice, visit by visit), by ``keep_first_z``
        standard errors."""
        a, b = self.root_rewards.get(move, []), self.root_rewards.get(first, [])
        n = min(len(a), len(b))
        if n < 2:
            return False
        diffs = [x - y for x, y in zip(a[:n], b[:n], strict=True)]
        mean = sum(diffs) / n
        spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)
        s = self.settings
        return mean >= s.keep_first_margin and mean >= s.keep_first_z * spread


def _players(game: Game[Any, Any], state: Any, view: dict[str, Any]) -> int:
    """How many seats the game has: a state field when the game keeps one, else the view's."""
    count = getattr(state, "players", None)
    if isinstance(count, int):
        return count
    for key in ("players", "pieces", "riders", "seats"):
        value = view.get(key)
        if isinstance(value, int):
            return value
        if isinstance(value, list):
            return len(value)
    return max(2, game.min_players)
