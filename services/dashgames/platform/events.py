"""Reading a game's events for one reader: from the stream, the archive when far behind, or
waiting for the next step: woken by the process's ``Bell`` (one subscription shared by every
reader, bell.py) when there is one and it is subscribed, by a blocking XREAD otherwise. Each
reader sees only what its seat may see.

Event ``i`` (from 1) of version ``v`` has the id ``"v-i"``; a cursor ``"v-i"`` means "every
event up to and including that one has been seen" (``"v"`` alone is ``"v-0"``).
"""

from __future__ import annotations

import time
from threading import Event

from dashgames.engine import visible_events
from dashgames.platform.bell import Bell
from dashgames.platform.facade import EventRecord
from dashgames.platform.store import Step, Store


def events_after(
    store: Store, game_id: str, meta: dict[str, str], seat: int | None,
    cursor: tuple[int, int], wait_seconds: float, limit: int, bell: Bell | None = None,
) -> list[EventRecord]:
    if bell is None or wait_seconds <= 0:
        return _events_after(store, game_id, meta, seat, cursor, wait_seconds, limit, None, None)
    with bell.waiting(game_id) as rung:  # registered before the first read: nothing is missed
        return _events_after(store, game_id, meta, seat, cursor, wait_seconds, limit, bell, rung)


def _events_after(
    store: Store, game_id: str, meta: dict[str, str], seat: int | None,
    cursor: tuple[int, int], wait_seconds: float, limit: int,
    bell: Bell | None, rung: Event | None,
) -> list[EventRecord]:
    limit = max(1, limit)
    version, _ = cursor
    steps = store.stream_entries(game_id, f"{version}-0", count=limit)
    first_live = steps[0].version if steps else int(meta["v"]) + 1
    if version < first_live - 1 and version < int(meta.get("av", "1")):
        # The reader is behind the live window: the older steps come from the archive.
        older = [s for s in store.archived_steps(game_id) if version <= s.version < first_live]
        steps = older + steps
    records = _visible(steps, seat, cursor, limit)
    deadline = time.monotonic() + max(wait_seconds, 0.0)
    last_id = f"{steps[-1].version}-0" if steps else f"{version}-0"
    while not records and (left := deadline - time.monotonic()) > 0:
        if bell is not None and rung is not None and bell.ready:
            rung.wait(left)
            rung.clear()  # before the read: a commit after it rings again
            steps = store.stream_entries(game_id, f"({last_id}", count=limit)
        else:
            steps = store.stream_wait(game_id, last_id, int(left * 1000), limit)
        if steps:
            last_id = f"{steps[-1].version}-0"
        records = _visible(steps, seat, cursor, limit)
    return records


def _visible(
    steps: list[Step], seat: int | None, cursor: tuple[int, int], limit: int
) -> list[EventRecord]:
    out: list[EventRecord] = []
    for step in steps:
        for index, event in enumerate(step.events, start=1):
            if (step.version, index) <= cursor:
                continue
            for shown in visible_events([event], seat):
                out.append(EventRecord(f"{step.version}-{index}", step.version, shown))
            if len(out) >= limit:
                return out
    return out
