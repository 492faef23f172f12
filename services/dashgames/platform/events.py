"""Reading a game's events for one reader: from the stream, the archive when far behind, or
waiting for the next step: woken by the process's ``Bell`` (one subscription shared by every
reader, bell.py) when there is one and it is subscribed, by a blocking XREAD otherwise. Each
reader sees only what its seat may see.

Event ``i`` (from 1) of version ``v`` has the id ``"v-i"``; a cursor ``"v-i"`` means "every
event up to and including that one has been seen" (``"v"`` alone is ``"v-0"``).

Every record says who acts after its step (``to_act``), so a follower needs no read to know
whose turn it is. A reader holding a seat gets more on the step that hands its seat the turn:
its legal moves on that step's last event it may see, while the game still stands there (one
lookup, which also checks the version), so a bot needs no request between its turns. When it
may see none of that step's events, a ``turn`` event written for it alone (id ``"v-0"``)
carries them; likewise at the start, when the game waits for the seat before any step.

An open event stream (``Following``) stays registered with the bell for its whole life, so
between two steps it reads nothing: woken, it reads the game's summary, its new steps and its
seat's legal moves in one round trip (``events_on_ring``), where a reader registering afresh per
wait reads the summary and the stream before waiting, the stream again when woken and the legal
moves after (four round trips per step per stream).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from threading import Event

from dashgames.engine import visible_events
from dashgames.platform.bell import Bell
from dashgames.platform.facade import EventRecord, GameNotFound, TokenRevoked
from dashgames.platform.store import BLOCK_SLICE, Step, Store

TURN = {"type": "turn"}


@dataclass
class Following:
    """An open event stream's standing registration with the bell (``rung`` is set at each
    commit of its game), once a first read (``primed``) has caught the reader up: every
    commit after that read rings it. ``seat``: the seat the last read found the reader
    playing, so the next wake can fetch that seat's legal moves in the same round trip."""

    rung: Event
    primed: bool = False
    seat: int | None = None


def events_on_ring(
    store: Store, game_id: str, seat_of: Callable[[dict[str, str]], tuple[int | None, bool]],
    cursor: tuple[int, int], wait_seconds: float, limit: int, following: Following,
    alive: Callable[[], bool] | None = None,
) -> list[EventRecord] | None:
    """The records after ``cursor``, waiting on the stream's standing registration: nothing is
    read until a commit rings, then one round trip reads the summary (the reader's seat is
    decided on it, at the steps' own version), the steps and the legal moves of the seat the
    reader last held. [] when the wait passes; None when the reader fell behind the live
    window (the caller reads the archive the full way)."""
    limit = max(1, limit)
    version, _ = cursor
    rung = following.rung
    deadline = time.monotonic() + max(wait_seconds, 0.0)
    while (left := deadline - time.monotonic()) > 0:
        if alive is not None and not alive():
            raise TokenRevoked("this token was revoked")
        if not rung.wait(min(left, BLOCK_SLICE) if alive is not None else left):
            continue
        rung.clear()  # before the read: a commit after it rings again
        guess = following.seat
        meta, steps, moves = store.meta_entries_rendered(
            game_id, f"{version}-0", limit, None if guess is None else f"m{guess}")
        if not meta:
            raise GameNotFound(f"no game {game_id}", game_id=game_id)
        if _behind_live_window(version, steps, meta):
            return None
        seat, holds = seat_of(meta)
        player = seat if holds else None
        following.seat = player
        records = _visible(steps, seat, player, cursor, limit)
        if len(records) >= limit:  # a full page: more may wait, read without a ring next
            following.primed = False
        if records:
            known = (guess, meta["v"], moves) if guess is not None else None
            return _with_legal_moves(store, game_id, meta["type"], records, player, known)
    return []


def events_after(
    store: Store, game_id: str, meta: dict[str, str], seat: int | None,
    cursor: tuple[int, int], wait_seconds: float, limit: int, bell: Bell | None = None,
    alive: Callable[[], bool] | None = None, holds_seat: bool = False,
) -> list[EventRecord]:
    if bell is None or wait_seconds <= 0:
        return _events_after(store, game_id, meta, seat, cursor, wait_seconds, limit, None, None,
                             alive, holds_seat)
    with bell.waiting(game_id) as rung:  # registered before the first read: nothing is missed
        return _events_after(store, game_id, meta, seat, cursor, wait_seconds, limit, bell, rung,
                             alive, holds_seat)


def _events_after(
    store: Store, game_id: str, meta: dict[str, str], seat: int | None,
    cursor: tuple[int, int], wait_seconds: float, limit: int,
    bell: Bell | None, rung: Event | None,
    alive: Callable[[], bool] | None = None, holds_seat: bool = False,
) -> list[EventRecord]:
    """``alive``: asked before each slice of the wait (the reader's token still holds);
    ``TokenRevoked`` when it no longer does. ``holds_seat``: the reader plays ``seat`` now (not
    a spectator, nor a player whose seat went to a bot): only then do records carry legal
    moves."""
    limit = max(1, limit)
    version, _ = cursor
    steps = store.stream_entries(game_id, f"{version}-0", count=limit)
    if _behind_live_window(version, steps, meta):  # the older steps come from the archive
        first_live = steps[0].version if steps else int(meta["v"]) + 1
        older = [s for s in store.archived_steps(game_id) if version <= s.version < first_live]
        steps = older + steps
    player = seat if holds_seat else None
    if player is not None and version < 1 and meta.get("v") == "1":
        # No step yet: the game may already wait for this seat (it moves first).
        steps = [Step(1, "platform", None, [], json.loads(meta.get("act") or "[]")), *steps]
    records = _visible(steps, seat, player, cursor, limit)
    deadline = time.monotonic() + max(wait_seconds, 0.0)
    last_id = f"{steps[-1].version}-0" if steps else f"{version}-0"
    while not records and (left := deadline - time.monotonic()) > 0:
        if alive is not None and not alive():
            raise TokenRevoked("this token was revoked")
        if bell is not None and rung is not None and bell.ready:
            # A reader with a token waits in slices like the blocking read's, so a revoked
            # token is noticed within one; a slice that passes with no commit reads nothing.
            if not rung.wait(min(left, BLOCK_SLICE) if alive is not None else left):
                continue
            rung.clear()  # before the read: a commit after it rings again
            steps = store.stream_entries(game_id, f"({last_id}", count=limit)
        else:
            steps = store.stream_wait(game_id, last_id, int(left * 1000), limit)
        if steps:
            last_id = f"{steps[-1].version}-0"
        records = _visible(steps, seat, player, cursor, limit)
    return _with_legal_moves(store, game_id, meta["type"], records, player)


def _behind_live_window(version: int, steps: list[Step], meta: dict[str, str]) -> bool:
    """A reader at ``version`` needs steps the live stream (``steps``, read from there on) no
    longer holds: they were folded into the archive."""
    first_live = steps[0].version if steps else int(meta["v"]) + 1
    return version < first_live - 1 and version < int(meta.get("av", "1"))


def _visible(
    steps: list[Step], seat: int | None, player: int | None, cursor: tuple[int, int],
    limit: int,
) -> list[EventRecord]:
    out: list[EventRecord] = []
    for step in steps:
        to_act = tuple(step.to_act) if step.to_act is not None else None
        shown_here = 0
        for index, event in enumerate(step.events, start=1):
            if (step.version, index) <= cursor:
                continue
            for shown in visible_events([event], seat):
                out.append(EventRecord(f"{step.version}-{index}", step.version, shown, index,
                                       to_act))
                shown_here += 1
            if len(out) >= limit:
                return out
        if (not shown_here and player is not None and to_act and player in to_act
                and (step.version, 0) > cursor
                and not any(visible_events(step.events, seat))):
            out.append(EventRecord(f"{step.version}-0", step.version, TURN, 0, to_act))
            if len(out) >= limit:
                return out
    return out


def _with_legal_moves(
    store: Store, game_id: str, game_type: str, records: list[EventRecord], player: int | None,
    known: tuple[int, str, str] | None = None,
) -> list[EventRecord]:
    """The records, typed by the game; the last one carries the reader's legal moves when its
    step hands the reader's seat the turn and the game still stands there. Earlier steps in
    the page are past already: their moves could no longer be played. ``known``: (seat, the
    game's version, that seat's rendered moves) read already in the same round trip as the
    records; used when it is the same seat, else looked up."""
    out = [EventRecord(r.id, r.version, r.event, r.seq, r.to_act, None, game_type)
           for r in records]
    if out and player is not None and out[-1].to_act and player in out[-1].to_act:
        last = out[-1]
        if known is not None and known[0] == player:
            moves = known[2] if known[1] == str(last.version) else ""
        else:
            moves = store.rendered_at(game_id, last.version, f"m{player}")
        if moves:
            out[-1] = EventRecord(last.id, last.version, last.event, last.seq, last.to_act,
                                  moves, game_type)
    return out
