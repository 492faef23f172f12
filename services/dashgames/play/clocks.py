"""The table's clock: a rule of the platform, not of any game (docs/CLOCKS.md).

Every commit ticks the clock kept in the game's meta (``clk``): deadlines for the seats handed the
turn, the bank paid and the increment gained for those whose turn ends. Each deadline is a
countdown task and the expiry a command like any move, so the compare-and-set makes it happen
once. Its JSON and the rules: docs/CLOCKS.md, "How time runs". ``now`` is their one time
source, which a test platform moves forward (``DASHGAMES_TEST_CLOCK_SHIFT_FILE``).
"""

from __future__ import annotations

import functools
import json
import os
import time
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from dashgames.engine import BadOptions, Event, Game
from dashgames.infra.redis_client import dumps
from dashgames.infra.settings import get_settings
from dashgames.play.seats import SeatRow
from dashgames.play.types import TURN_BASED, ClockSpec, ExpiryPolicy

if TYPE_CHECKING:
    from dashgames.play.change import Change

CLOCK_TIMER = "clock@"
"""Timer ids of the table's clock start with this (the game's own timers never do)."""
EVENT_TYPES = frozenset({"clock", "clock_expired", "seat_reclaimed"})
"""The platform's clock events: not the game's, so a replay leaves them out."""
MAX_SECONDS = 30 * 86400.0  # a month: correspondence play at its slowest
EARLY_SECONDS = 5.0
"""A clock task this much before a deadline is early, not stale (the deadline's own task is)."""


class _ShiftFile:
    """The test hook's file (``Settings.clock_shift_file``): seconds the clocks run ahead of the
    server's time, read again only when the file changes (its mtime, inode or size); absent or
    empty: none. Its writer replaces it whole (``tests/support/clock_shift.py``)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.read: tuple[tuple[int, int, int] | None, float] = (None, 0.0)  # (stat, seconds)

    def seconds(self) -> float:
        try:
            found = os.stat(self.path)
        except FileNotFoundError:
            return 0.0
        stamp = (found.st_mtime_ns, found.st_ino, found.st_size)
        seen, seconds = self.read
        if stamp != seen:
            with open(self.path, encoding="utf-8") as text:
                seconds = float(text.read().strip() or 0)
            self.read = (stamp, seconds)  # one assignment: a thread reads the pair or the last
        return seconds


@functools.cache
def _shift() -> _ShiftFile | None:
    """The test hook's file, from the process's settings (read once); None in a deployment."""
    path = get_settings().clock_shift_file
    return _ShiftFile(path) if path else None


def now() -> float:
    """The rules' one time source for clocks: every deadline, bank, time used and vacation is
    counted on it (tests shift it: in one process by replacing it, on a whole test platform
    through ``DASHGAMES_TEST_CLOCK_SHIFT_FILE``)."""
    return time.time() + ahead()


def ahead() -> float:
    """Seconds the test hook moves ``now`` ahead of the server's time (0 without it): a
    deadline less this is when, on the broker's real clock, its countdown is due."""
    shift = _shift()
    return 0.0 if shift is None else shift.seconds()


Paused = dict[str, list[list[float]]]
"""Each seat's vacation spans (``accounts/vacation.py``), by seat as a string: only for a clock
vacation pauses (``pausable``); a seat absent is never paused."""


def pausable(cfg: dict[str, Any]) -> bool:
    """Vacation pauses turn-based clocks only: a per-move time of an hour or more. A live clock
    (seconds or minutes a move) runs whatever its players' vacations."""
    per_move = cfg.get("per_move_seconds")
    return per_move is not None and per_move >= TURN_BASED[0]


def paused_between(spans: list[list[float]], start: float, end: float) -> float:
    """Seconds of ``[start, end]`` inside the spans (which never overlap: one vacation at a
    time)."""
    return sum(max(0.0, min(b, end) - max(a, start)) for a, b in spans)


def pushed_back(deadline: float, start: float, spans: list[list[float]]) -> float:
    """``deadline``, for a move that began at ``start``, once the clock stops through the
    spans: the move gets its ``deadline - start`` seconds of running time, counted outside
    them."""
    need, at = deadline - start, start
    for a, b in sorted(spans):
        if b <= at:
            continue
        if a > at:
            if a - at >= need:
                break
            need -= a - at
        at = b
    return round(at + need, 3)


def due(clock: dict[str, Any], seat: str, paused: Paused | None) -> float:
    """A seat's deadline as its vacations leave it (its stored one when it has none)."""
    deadline: float = clock["dl"][seat]
    spans = (paused or {}).get(seat)
    if not spans or not pausable(clock["cfg"]):
        return deadline
    start = clock.get("mv", {}).get(seat, clock["since"][seat])
    return pushed_back(deadline, start, spans)


def configure(game: Game[Any, Any], spec: ClockSpec | None, players: int) -> str:
    """The ``clk`` meta of a new game ("" without a clock): its settings, every bank full."""
    if spec is None:
        return ""
    for name in ("per_move_seconds", "initial_seconds"):
        value = getattr(spec, name)
        if value is not None and not 0 < value <= MAX_SECONDS:
            raise BadOptions(f"{name} must be over 0 and at most {MAX_SECONDS:.0f}",
                             field=f"clock.{name}")
    if spec.per_move_seconds is None and spec.initial_seconds is None:
        raise BadOptions("a clock needs per_move_seconds or initial_seconds", field="clock")
    if not 0 <= spec.increment_seconds <= MAX_SECONDS:
        raise BadOptions("increment_seconds must be 0 or more", field="clock.increment_seconds")
    if spec.increment_seconds and spec.initial_seconds is None:
        raise BadOptions("an increment needs initial_seconds", field="clock.increment_seconds")
    if spec.bank_seconds is not None:
        low, high = TURN_BASED
        if spec.per_move_seconds is None or not low <= spec.per_move_seconds <= high:
            raise BadOptions(f"a day bank needs per_move_seconds from {low:.0f} (1 hour) to "
                             f"{high:.0f} (14 days)", field="clock.per_move_seconds")
        if not 0 <= spec.bank_seconds <= MAX_SECONDS:
            raise BadOptions(f"bank_seconds must be 0 to {MAX_SECONDS:.0f}",
                             field="clock.bank_seconds")
    policy = spec.on_expiry or default_policy(game)
    if policy not in ("bot", "forfeit"):
        raise BadOptions("on_expiry is 'bot' or 'forfeit'", field="clock.on_expiry")
    level = game.bot_level(spec.bot_level or game.default_bot_level)
    if level is None:
        raise BadOptions(f"{game.id} has no bot level {spec.bot_level!r}",
                         field="clock.bot_level", allowed=game.bot_levels())
    cfg = {"per_move_seconds": spec.per_move_seconds, "initial_seconds": spec.initial_seconds,
           "increment_seconds": spec.increment_seconds, "on_expiry": policy, "bot_level": level}
    left = {} if spec.initial_seconds is None else {
        str(s): float(spec.initial_seconds) for s in range(players)
    }
    clock: dict[str, Any] = {"cfg": cfg, "dl": {}, "since": {}, "set": {}, "left": left}
    if spec.bank_seconds is not None:  # turn-based play: the day bank, and each move's start
        cfg["bank_seconds"] = float(spec.bank_seconds)
        clock.update(bank={str(s): float(spec.bank_seconds) for s in range(players)}, mv={})
    return dumps(clock)


def default_policy(game: Game[Any, Any]) -> ExpiryPolicy:
    """A game whose resigning seat forfeits (a duel) loses on time; one that hands a resigning
    seat to a bot (several players who would otherwise wait) has the bot take over."""
    return "forfeit" if game.resign_policy == "forfeit" else "bot"


@dataclass(frozen=True)
class Tick:
    raw: str  # the new ``clk`` meta
    tasks: list[dict[str, Any]]  # countdowns to queue: {"id": "clock@<version>...", "deadline"}
    events: list[Event]  # a public ``clock`` event when any deadline changed


def tick(
    raw: str, seats: list[SeatRow], to_act: list[int], version: int, alone: int | None = None,
    paused: Paused | None = None,
) -> Tick | None:
    """The clock after a step that leaves ``to_act`` to act at ``version`` (None: no clock).

    ``alone``: the seat whose move this step was, when it was the only seat to act before it.
    Such a seat, still to act, gets a fresh per-move time (each move of turn-based play is
    timed) while its bank keeps running. The seats of a phase played by several at once keep
    the one deadline the phase gave them, whoever moves. ``paused``: the seats' vacation spans,
    time the bank and the banked time do not pay for."""
    if not raw:
        return None
    clock = json.loads(raw)
    cfg, dl, since, left = clock["cfg"], clock["dl"], clock["since"], clock["left"]
    at = now()
    spans = paused if paused is not None and pausable(cfg) else {}
    acting = {str(s) for s in to_act if seats[s]["k"] == "human"}
    changed = False
    bank, moved = clock.get("bank"), clock.get("mv", {})
    if bank is not None:  # a move over its per-move time draws the rest from the day bank
        for seat in sorted(dl):
            if seat not in acting or seat == str(alone):
                began = moved.get(seat, since[seat])
                over = (at - began - paused_between(spans.get(seat, []), began, at)
                        - cfg["per_move_seconds"])
                if over > 0:
                    bank[seat] = round(max(0.0, bank[seat] - over), 3)
                    changed = True
    for seat in sorted(set(dl) - acting):  # its turn is over: it pays for the time it took
        if seat in left:
            used = at - since[seat] - paused_between(spans.get(seat, []), since[seat], at)
            left[seat] = round(max(0.0, left[seat] - used) + cfg["increment_seconds"], 3)
        changed = True
    new_dl: dict[str, float] = {}
    new_since: dict[str, float] = {}
    new_set: dict[str, int] = {}  # the version that set each deadline: its task's timer id
    fresh: set[float] = set()
    for seat in sorted(acting, key=int):
        if seat in dl and seat != str(alone):
            new_dl[seat], new_since[seat] = dl[seat], since[seat]
            new_set[seat] = clock["set"][seat]
            if dl[seat] <= at:
                fresh.add(dl[seat])  # already due (several expiring one step at a time)
            continue
        start = since[seat] if seat in dl else round(at, 3)
        ends = [round(at, 3) + cfg["per_move_seconds"]] if cfg["per_move_seconds"] else []
        if bank is not None:
            ends = [ends[0] + bank[seat]]
            moved[seat] = round(at, 3)
        if seat in left:
            ends.append(start + left[seat])
        new_since[seat], new_dl[seat] = start, round(min(ends), 3)
        new_set[seat] = version
        fresh.add(new_dl[seat])
        changed = True
    clock.update(dl=new_dl, since=new_since, set=new_set)
    if bank is not None:
        clock["mv"] = {s: t for s, t in moved.items() if s in new_dl}
    tasks = [{"id": f"{CLOCK_TIMER}{version}" + (f".{i}" if i else ""), "deadline": d}
             for i, d in enumerate(sorted(fresh))]
    events: list[Event] = []
    if changed:
        # Seats as strings, as every read shows them (and as JSON keeps them).
        banked = dict(left) if cfg["initial_seconds"] is not None else None
        events.append({"type": "clock", "deadlines": dict(new_dl), "remaining": banked})
    return Tick(dumps(clock), tasks, events)


def running(raw: str) -> list[dict[str, Any]]:
    """The clock's countdowns as running timers (``{id, deadline}``, the earliest deadline of
    each task): what the reconciler sends again when a crash lost one (``play/reconciler.py``)."""
    if not raw:
        return []
    clock = json.loads(raw)
    earliest: dict[str, float] = {}
    for seat, deadline in clock["dl"].items():
        timer_id = f"{CLOCK_TIMER}{clock['set'][seat]}"
        earliest[timer_id] = min(deadline, earliest.get(timer_id, deadline))
    return [{"id": i, "deadline": d} for i, d in sorted(earliest.items(), key=lambda kv: kv[1])]


def summary(raw: str) -> dict[str, Any] | None:
    """The clock as every read shows it: settings, deadlines by seat, banked time by seat (as
    of the start of the running turn for a seat to act)."""
    if not raw:
        return None
    clock = json.loads(raw)
    return {**clock["cfg"], "deadlines": clock["dl"],
            "remaining": clock["left"] if clock["cfg"]["initial_seconds"] is not None else None,
            "bank_seconds": clock["cfg"].get("bank_seconds"), "bank": clock.get("bank")}


def seat_clock(raw: str, seat: int | None) -> dict[str, float | None] | None:
    """One seat's clock, for its own move's answer: its deadline when it is to act (unix
    seconds) and its banked seconds; None for a game without a clock."""
    if not raw or seat is None:
        return None
    clock = json.loads(raw)
    banked = clock["left"].get(str(seat)) if clock["cfg"]["initial_seconds"] is not None \
        else None
    return {"deadline": clock["dl"].get(str(seat)), "remaining": banked}


def late_timer(meta: dict[str, str], seat: int, at: float, paused: Paused | None = None
               ) -> str | None:
    """The timer to fire before anything else when ``seat`` moves at ``at``: a game timer past
    its deadline, or the seat's own clock past its (as its vacations leave it); None when the
    move is on time."""
    running = json.loads(meta["tm"]) if meta.get("tm", "[]") != "[]" else []
    for timer in running:
        if timer["deadline"] <= at:
            return str(timer["id"])
    if meta.get("clk"):
        clock = json.loads(meta["clk"])
        if str(seat) in clock["dl"] and due(clock, str(seat), paused) <= at:
            return f"{CLOCK_TIMER}{meta['v']}"
    return None


def overdue(raw: str, at: float, paused: Paused | None = None) -> list[int]:
    if not raw:
        return []
    clock = json.loads(raw)
    return sorted(int(s) for s in clock["dl"] if due(clock, s, paused) <= at)


def early(raw: str, timer_id: str, at: float, paused: Paused | None = None) -> float | None:
    """The deadline the clock task ``timer_id`` was set for, when the task came before it (a
    countdown may fire a little early), or the later one a vacation pushed it back to: the
    task is sent again for it, or that deadline would pass unseen. A task set at another
    version than a deadline is never its task."""
    if not raw:
        return None
    clock = json.loads(raw)
    version = int(timer_id[len(CLOCK_TIMER):].split(".")[0])
    mine = [(due(clock, s, paused), s) for s in clock["dl"] if clock["set"].get(s) == version]
    ahead = [(when, s) for when, s in mine if when > at]
    if not ahead:
        return None
    when, seat = min(ahead)
    return when if when - at < EARLY_SECONDS or when != clock["dl"][seat] else None


def expire(change: Change) -> Change | None:
    """The step that applies the table's policy to every seat past its deadline (a ``Change``
    that makes none: None). Bot: a bot at the clock's ``bot_level`` (by default the game's
    default level) plays the seat until its player reclaims it (``reclaim``). Forfeit: the
    seat resigns where the game lets a seat forfeit (one seat per step: a further one is due
    at once); elsewhere the rulebook cannot drop a player, so the bot plays the seat on for
    good."""
    raw = change.meta.get("clk", "")
    late = overdue(raw, now(), change.paused)
    game = change.game
    if change.status != "active" or not late or game.outcome(change.state) is not None:
        return None
    cfg = json.loads(raw)["cfg"]
    policy = cfg["on_expiry"]
    # A clock set before take-over levels existed has none: the game's default plays.
    level = cfg.get("bot_level") or game.default_bot_level
    seats = [dict(row) for row in json.loads(change.meta["seats"])]
    if policy == "forfeit" and game.resign_policy == "forfeit":
        seat = late[0]
        new_state, events = game.resign(change.state, seat)
        seats[seat]["r"] = True
        return replace(change, new_state=new_state, seats=seats, actor="resign", move=seat,
                       events=[_expired(seat, policy, None), *events])
    events = []
    for seat in late:
        seats[seat].update(k="bot", b=level)
        seats[seat]["r" if policy == "forfeit" else "ck"] = True
        events.append(_expired(seat, policy, level))
    return replace(change, seats=seats, events=events)


def _expired(seat: int, policy: str, bot_level: str | None) -> Event:
    found: Event = {"type": "clock_expired", "seat": seat, "on_expiry": policy}
    if bot_level is not None:
        found["bot_level"] = bot_level
    return found


def reclaim(
    seats: list[SeatRow], status: str, player_id: str
) -> tuple[list[SeatRow], list[Event]] | None:
    """A player whose seat the clock handed to a bot takes it back (``POST .../join``)."""
    if status != "active":
        return None
    for index, row in enumerate(seats):
        if row.get("ck") and row.get("p") == player_id:
            seats = [dict(r) for r in seats]
            seats[index] = {k: v for k, v in row.items() if k not in ("ck", "b")} | {"k": "human"}
            return seats, [{"type": "seat_reclaimed", "seat": index}]
    return None
