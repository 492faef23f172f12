"""Liveness after a crash: send again the steps a game is owed when a crash lost their task.

Every commit records, in the same Lua step, when its next step (a bot's turn, a clock) is owed at
the latest; a ``Reconciler`` thread in each ``rules`` worker sends again what is overdue, which
is safe because the tasks are idempotent by version. The same sweep resends overdue archiving.
docs/ARCHITECTURE.md, "Crashes".
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Callable
from typing import Any

from dashgames.infra.dispatch import AI_QUEUE, ARCHIVE_QUEUE, RULES_QUEUE
from dashgames.play import clocks
from dashgames.play import seats as seating
from dashgames.play.followups import Followups
from dashgames.play.results import parse_stored, result_field
from dashgames.play.store import Store

log = logging.getLogger(__name__)

MAX_RECHECK = 60.0
"""Longest wait between two sends of the same owed step while its worker is alive."""
BATCH = 200
"""Games one sweep takes at most; the next sweep takes the rest."""


def owed_at(seats: list[dict[str, Any]], to_act: list[int], timers: list[dict[str, Any]],
            status: str, now: float, grace: float) -> float:
    """When a game's next step is overdue if nobody has taken it (0.0: the platform owes it
    nothing, only humans are to act): a bot's turn ``grace`` after ``now``, a clock ``grace``
    after its deadline, whichever comes first."""
    if status != "active":
        return 0.0
    times = [float(t["deadline"]) + grace for t in timers]
    if any(seats[s]["k"] == "bot" for s in to_act):
        times.append(now + grace)
    return min(times, default=0.0)


class Reconciler:
    def __init__(self, store: Store, followups: Followups, grace: float,
                 heartbeat_seconds: float,
                 also: tuple[Callable[[float], int], ...] = ()) -> None:
        self.store = store
        self.also = also  # other sweeps on the same beat (the challenges': challenges/service.py)
        self.followups = followups
        self.grace = grace
        self.alive_within = 3 * heartbeat_seconds  # as the readiness check counts them
        self._sent: dict[tuple[str, int], int] = {}  # (game, version) -> sends so far
        self._workers: dict[str, set[str]] = {}

    def sweep(self, now: float | None = None) -> int:
        """Send again what the games due by ``now`` are owed; returns how many were due."""
        now = time.time() if now is None else now
        alive = self._alive_queues()
        game_ids = self.store.owed.claim(now, now + self.grace, BATCH)
        for game_id in game_ids:
            try:
                self._settle(game_id, now, alive)
            except Exception:  # one bad game must not stop the others; it comes round again
                log.exception("reconciling game %s failed", game_id)
        commands = self.store.owed.claim(now, now + self.grace, BATCH, commands=True)
        for member in commands:
            try:
                self._resend(member, now)
            except Exception:
                log.exception("reconciling command %s failed", member)
        archives = self.store.owed.claim(now, now + self.grace, BATCH, archives=True)
        for game_id in archives:
            try:
                self._archive_again(game_id, now, alive)
            except Exception:
                log.exception("reconciling the archiving of game %s failed", game_id)
        others = 0
        for other in self.also:
            try:
                others = max(others, other(now))
            except Exception:
                log.exception("sweep %r failed", other)
        return max(len(game_ids), len(commands), len(archives), others)

    def _alive_queues(self) -> set[str]:
        """The queues with a live worker. A worker that is new since the last sweep (a
        replacement, say) resets the backoff: what waited for it goes out now."""
        alive = set()
        for queue in (RULES_QUEUE, AI_QUEUE, ARCHIVE_QUEUE):
            names = self.store.workers.names(queue, self.alive_within)
            if names:
                alive.add(queue)
            if names - self._workers.get(queue, set()):
                self._sent.clear()
            self._workers[queue] = names
        if len(self._sent) > 10 * BATCH:
            self._sent.clear()  # games that moved on: their entries are never read again
        return alive

    def _settle(self, game_id: str, now: float, alive: set[str]) -> None:
        meta = self.store.meta(game_id)
        if not meta:
            self.store.owed.reschedule(game_id, 0, 0.0)  # gone: it leaves the index
            return
        # On a Redis Cluster, the effects the last step recorded (its lobby move, notices...)
        # may not have reached their slots if its process died: applied again, idempotently.
        self.store.apply_recorded(game_id, meta)
        version = int(meta["v"])
        seats = seating.load_seats(meta["seats"])
        to_act: list[int] = json.loads(meta.get("act") or "[]")
        timers: list[dict[str, Any]] = [*json.loads(meta.get("tm") or "[]"),
                                         *clocks.running(meta.get("clk", ""))]
        status = meta["st"]
        bots = [s for s in to_act if seats[s]["k"] == "bot"] if status == "active" else []
        late = [t for t in timers if float(t["deadline"]) <= now] if status == "active" else []
        waiting = [t for t in timers if t not in late] if status == "active" else []
        next_at = min((float(t["deadline"]) + self.grace for t in waiting), default=0.0)
        if bots or late:
            key = (game_id, version)
            sends = self._sent.get(key, 0)
            can_send = (AI_QUEUE in alive or not bots) and (RULES_QUEUE in alive or not late)
            if can_send:
                log.warning("game %s v%d: sending again %s", game_id, version,
                            ", ".join([f"bot seat {s}" for s in bots]
                                      + [f"timer {t['id']}" for t in late]))
                self.followups.after_commit(game_id, version, seats, bots, late)
                self._sent[key] = sends + 1
            wait = min(self.grace * 2 ** sends, MAX_RECHECK) if can_send else self.grace
            next_at = min(next_at or now + wait, now + wait)
        self.store.owed.reschedule(game_id, version, next_at)

    def _resend(self, member: str, now: float) -> None:
        """A queued command still unanswered (its reservation holds it): send it again. The
        copy is harmless if the first arrives too: the second finds the first's answer under
        the command's id (``Rules.apply``)."""
        game_id, command_id = member.split(" ", 1)
        raw = self.store.result(game_id, result_field(command_id))
        reserved = parse_stored(raw) if raw else {}
        if "q" not in reserved or "c" not in reserved:
            self.store.owed.owe_command(game_id, command_id, 0.0)  # answered, or never reserved
            return
        key = (member, 0)
        sends = self._sent.get(key, 0)
        log.warning("game %s: sending queued command %s again", game_id, command_id)
        self.followups.queue_command(reserved["c"])
        self._sent[key] = sends + 1
        self.store.owed.owe_command(game_id, command_id,
                               now + min(self.grace * 2 ** sends, MAX_RECHECK))


    def _archive_again(self, game_id: str, now: float, alive: set[str]) -> None:
        """A finished game still listed in ``P {owed}:arc``: its archive task was lost (or is
        late). Send it again, unless it is done or gone; the claim already put the entry off,
        and a copy that meets the first is harmless (``dashgames.history.archive``)."""
        meta = self.store.meta(game_id)
        if not meta or meta.get("arch") == "1" or meta.get("st") != "finished":
            self.store.redis.zrem(self.store.archive_owed_key(), game_id)
            return
        if ARCHIVE_QUEUE not in alive:
            return  # nothing would take it; the claim put it off a grace
        key = (f"arc {game_id}", 0)
        sends = self._sent.get(key, 0)
        log.warning("game %s: sending its archiving again", game_id)
        self.followups.archive_game(game_id)
        self._sent[key] = sends + 1
        wait = min(self.grace * 2 ** sends, MAX_RECHECK)
        self.store.redis.zadd(self.store.archive_owed_key(), {game_id: now + wait}, xx=True)


def run_forever(reconciler: Reconciler, every: float, stop: threading.Event) -> None:
    """The worker's reconciler thread: a sweep every ``every`` seconds until ``stop``."""
    while not stop.wait(every):
        try:
            while reconciler.sweep() >= BATCH:
                pass  # more are due: take them now
        except Exception:  # Redis away for a moment: the next sweep tries again
            log.warning("reconciler sweep failed", exc_info=True)
