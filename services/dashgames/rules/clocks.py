"""The table's clock: a rule of the platform, not of any game (docs/CLOCKS.md).

A game created with a clock keeps it in its meta (``clk``) as JSON:
``{"cfg": {per_move_seconds, initial_seconds, increment_seconds, on_expiry},
"dl": {seat: deadline}, "since": {seat: when its turn began}, "set": {seat: the version that
set its deadline}, "left": {seat: banked seconds}}``
(seats as strings, times in unix seconds rounded to the millisecond). Every commit ticks it
(``tick``): a human seat the step hands the turn to gets a deadline (per-move time from now,
or what is left of its bank, whichever ends first); a seat that stays to act keeps its
deadline, so every seat of a simultaneous phase shares the one set when the phase began; a
seat whose turn ends pays the time it used from its bank and gains the increment. Each new
deadline is a countdown task (``fire_timer`` with the timer id ``clock@<version>``), and the
expiry is a command like any move (``expire``), so the commit's compare-and-set makes it
happen once whether the task or a late move (``late_timer``) gets there first.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from dashgames.engine import BadOptions, Event, Game
from dashgames.platform import facade
from dashgames.platform.store import dumps
from dashgames.rules.seats import SeatRow

if TYPE_CHECKING:
    from dashgames.rules.change import Change

CLOCK_TIMER = "clock@"
"""Timer ids of the table's clock start with this (the game's own timers never do)."""
EVENT_TYPES = frozenset({"clock", "clock_expired", "seat_reclaimed"})
"""The platform's clock events: not the game's, so a replay leaves them out."""
MAX_SECONDS = 30 * 86400.0  # a month: correspondence play at its slowest
EARLY_SECONDS = 5.0
"""A clock task this much before a deadline is early, not stale (the deadline's own task is)."""


def now() -> float:
    """The rules' one time source for clocks (tests shift it)."""
    return time.time()


def configure(game: Game[Any, Any], spec: facade.ClockSpec | None, players: int) -> str:
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
    policy = spec.on_expiry or default_policy(game)
    if policy not in ("bot", "forfeit"):
        raise BadOptions("on_expiry is 'bot' or 'forfeit'", field="clock.on_expiry")
    cfg = {"per_move_seconds": spec.per_move_seconds, "initial_seconds": spec.initial_seconds,
           "increment_seconds": spec.increment_seconds, "on_expiry": policy}
    left = {} if spec.initial_seconds is None else {
        str(s): float(spec.initial_seconds) for s in range(players)
    }
    return dumps({"cfg": cfg, "dl": {}, "since": {}, "set": {}, "left": left})


def default_policy(game: Game[Any, Any]) -> facade.ExpiryPolicy:
    """A game whose resigning seat forfeits (a duel) loses on time; one that hands a resigning
    seat to a bot (several players who would otherwise wait) has the bot take over."""
    return "forfeit" if game.resign_policy == "forfeit" else "bot"


@dataclass(frozen=True)
class Tick:
    raw: str  # the new ``clk`` meta
    tasks: list[dict[str, Any]]  # countdowns to queue: {"id": "clock@<version>...", "deadline"}
    events: list[Event]  # a public ``clock`` event when any deadline changed


def tick(
    raw: str, seats: list[SeatRow], to_act: list[int], version: int, alone: int | None = None
) -> Tick | None:
    """The clock after a step that leaves ``to_act`` to act at ``version`` (None: no clock).

    ``alone``: the seat whose move this step was, when it was the only seat to act before it.
    Such a seat, still to act, gets a fresh per-move time (each move of turn-based play is
    timed) while its bank keeps running. The seats of a phase played by several at once keep
    the one deadline the phase gave them, whoever moves."""
    if not raw:
        return None
    clock = json.loads(raw)
    cfg, dl, since, left = clock["cfg"], clock["dl"], clock["since"], clock["left"]
    at = now()
    acting = {str(s) for s in to_act if seats[s]["k"] == "human"}
    changed = False
    for seat in sorted(set(dl) - acting):  # its turn is over: it pays for the time it took
        if seat in left:
            used = at - since[seat]
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
        if seat in left:
            ends.append(start + left[seat])
        new_since[seat], new_dl[seat] = start, round(min(ends), 3)
        new_set[seat] = version
        fresh.add(new_dl[seat])
        changed = True
    clock.update(dl=new_dl, since=new_since, set=new_set)
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
    each task): what the reconciler sends again when a crash lost one (``rules/reconciler.py``)."""
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
            "remaining": clock["left"] if clock["cfg"]["initial_seconds"] is not None else None}


def seat_clock(raw: str, seat: int | None) -> dict[str, float | None] | None:
    """One seat's clock, for its own move's answer: its deadline when it is to act (unix
    seconds) and its banked seconds; None for a game without a clock."""
    if not raw or seat is None:
        return None
    clock = json.loads(raw)
    banked = clock["left"].get(str(seat)) if clock["cfg"]["initial_seconds"] is not None \
        else None
    return {"deadline": clock["dl"].get(str(seat)), "remaining": banked}


def late_timer(meta: dict[str, str], seat: int, at: float) -> str | None:
    """The timer to fire before anything else when ``seat`` moves at ``at``: a game timer past
    its deadline, or the seat's own clock past its; None when the move is on time."""
    running = json.loads(meta["tm"]) if meta.get("tm", "[]") != "[]" else []
    for timer in running:
        if timer["deadline"] <= at:
            return str(timer["id"])
    if meta.get("clk"):
        deadline = json.loads(meta["clk"])["dl"].get(str(seat))
        if deadline is not None and deadline <= at:
            return f"{CLOCK_TIMER}{meta['v']}"
    return None


def overdue(raw: str, at: float) -> list[int]:
    if not raw:
        return []
    return sorted(int(s) for s, d in json.loads(raw)["dl"].items() if d <= at)


def early(raw: str, timer_id: str, at: float) -> float | None:
    """The deadline the clock task ``timer_id`` was set for, when the task came before it (a
    countdown may fire a little early): the task is sent again for it, or that deadline would
    pass unseen. A task set at another version than a deadline is never its task."""
    if not raw:
        return None
    clock = json.loads(raw)
    version = int(timer_id[len(CLOCK_TIMER):].split(".")[0])
    ahead = [d for s, d in clock["dl"].items() if clock["set"].get(s) == version and d > at]
    return min(ahead) if ahead and min(ahead) - at < EARLY_SECONDS else None


def expire(change: Change) -> Change | None:
    """The step that applies the table's policy to every seat past its deadline (a ``Change``
    that makes none: None). Bot: the game's default bot plays the seat until its player
    reclaims it (``reclaim``). Forfeit: the seat resigns where the game lets a seat forfeit (one
    seat per step: a further one is due at once); elsewhere the rulebook cannot drop a player,
    so the bot plays the seat on for good."""
    raw = change.meta.get("clk", "")
    late = overdue(raw, now())
    game = change.game
    if change.status != "active" or not late or game.outcome(change.state) is not None:
        return None
    policy = json.loads(raw)["cfg"]["on_expiry"]
    seats = [dict(row) for row in json.loads(change.meta["seats"])]
    if policy == "forfeit" and game.resign_policy == "forfeit":
        seat = late[0]
        new_state, events = game.resign(change.state, seat)
        seats[seat]["r"] = True
        return replace(change, new_state=new_state, seats=seats, actor="resign", move=seat,
                       events=[_expired(seat, policy, None), *events])
    events = []
    for seat in late:
        seats[seat].update(k="bot", b=game.default_bot_level)
        seats[seat]["r" if policy == "forfeit" else "ck"] = True
        events.append(_expired(seat, policy, game.default_bot_level))
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
