"""What a commit writes besides the state: pre-rendered views, legal moves, summary fields.

Views and legal moves are rendered here, once per version, so that every read elsewhere is a
Redis lookup and no rules code runs on the read path.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from threading import Lock
from typing import Any

from dashgames.engine import OUTCOME_REASONS, Game, Outcome
from dashgames.infra.redis_client import dumps
from dashgames.play import clocks


def render(game: Game[Any, Any], state: Any, players: int, finished: bool) -> dict[str, str]:
    """The spectators' view, one view per seat when the game hides anything from some seat
    (otherwise a seat's view is the spectators' with ``you`` set: ``store.seat_view``), and
    the legal moves of each seat that must act."""
    rendered = {"s": dumps(game.view(state, None))}
    if game.hidden_info:
        rendered.update({str(seat): dumps(game.view(state, seat)) for seat in range(players)})
    if not finished:
        for seat in sorted(game.to_act(state)):
            texts = [game.moves.text(m) for m in game.legal_moves(state, seat)]
            rendered[f"m{seat}"] = "[" + ",".join(texts) + "]"
    return rendered


def timers_with_deadlines(
    game: Game[Any, Any], state: Any, running: str, active: bool
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(every timer now running with its deadline, those newly started by this step).

    A timer that was already running keeps its deadline; a new one starts now. Clocks run only
    once every seat is filled.
    """
    if not active:
        return [], []
    before = {t["id"]: t["deadline"] for t in (_loads_list(running))}
    now = clocks.now()  # the time a late move and the timer task judge them by
    timers, started = [], []
    for timer in game.pending_timers(state):
        if timer.id in before:
            timers.append({"id": timer.id, "deadline": before[timer.id]})
        else:
            entry = {"id": timer.id, "deadline": round(now + timer.seconds, 3)}
            timers.append(entry)
            started.append(entry)
    return timers, started


def summary_fields(
    game: Game[Any, Any], state: Any, status: str, timers: list[dict[str, Any]]
) -> dict[str, str]:
    """The meta fields a step changes: status, seats to act, outcome, running timers."""
    outcome = game.outcome(state)
    if outcome is not None:
        status = "finished"
    to_act = [] if status != "active" or outcome is not None else sorted(game.to_act(state))
    return {
        "st": status,
        "act": dumps(to_act),
        "out": dumps(outcome_json(game, outcome)) if outcome is not None else "",
        "tm": dumps(timers if status == "active" else []),
    }


def outcome_json(game: Game[Any, Any], outcome: Outcome) -> dict[str, Any]:
    """The outcome as every read shows it (the contract's ``Outcome``): the ranks and scores,
    which way scores win, a stable code for why the game ended and the game's own words."""
    reason = game.outcome_reason(outcome)
    return {
        "winners": list(outcome.winners),
        "ranks": list(outcome.ranks),
        "scores": None if outcome.scores is None else list(outcome.scores),
        "score_direction": game.score_direction,
        "reason": reason if reason in OUTCOME_REASONS else "other",
        "detail": outcome.reason,
    }


def _loads_list(raw: str) -> list[dict[str, Any]]:
    found = json.loads(raw) if raw else []
    return found if isinstance(found, list) else []


class StateCache:
    """A small LRU of decoded states by (game id, version): the hot path skips JSON decoding.

    States are immutable values and a version names exactly one state, so an entry never goes
    stale; it only stops being asked for. Beside them, the meta of the newest version this
    process committed for each game: a guess at the game's current version, which the commit's
    compare-and-set checks (``latest``).
    """

    def __init__(self, size: int = 512) -> None:
        self.size = size
        self._states: OrderedDict[tuple[str, int], Any] = OrderedDict()
        self._metas: OrderedDict[str, dict[str, str]] = OrderedDict()
        self._lock = Lock()

    def latest(self, game_id: str) -> dict[str, str] | None:
        """The meta of the newest version this process committed, when its state is at hand."""
        with self._lock:
            meta = self._metas.get(game_id)
            if meta is None or (game_id, int(meta["v"])) not in self._states:
                return None
            return meta

    def put_latest(self, game_id: str, meta: dict[str, str]) -> None:
        with self._lock:
            self._metas[game_id] = meta
            self._metas.move_to_end(game_id)
            while len(self._metas) > self.size:
                self._metas.popitem(last=False)

    def get(self, game_id: str, version: int) -> Any | None:
        with self._lock:
            state = self._states.get((game_id, version))
            if state is not None:
                self._states.move_to_end((game_id, version))
            return state

    def put(self, game_id: str, version: int, state: Any) -> None:
        with self._lock:
            self._states[(game_id, version)] = state
            self._states.move_to_end((game_id, version))
            while len(self._states) > self.size:
                self._states.popitem(last=False)
