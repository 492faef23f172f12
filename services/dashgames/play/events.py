"""Reading a game's events for one reader, by one path: a page read in one round trip (the
summary, the live steps and a seat's legal moves, at one version), completed from the archive
when the reader is behind the live window, and a wait for the next commit (woken by the
process's ``Bell``, or a blocking XREAD while it is down) before reading again.

Each reader sees only what its seat may see, and a seat handed the turn gets its legal moves with
the step, so a bot needs no request between turns. Ids, cursors and the one-round-trip wake of
an open stream: docs/ARCHITECTURE.md, "Reads and events".
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from threading import Event

from dashgames.accounts.errors import TokenRevoked
from dashgames.engine import visible_events
from dashgames.infra.bell import Bell
from dashgames.infra.errors import GameNotFound
from dashgames.infra.redis_client import BLOCK_SLICE
from dashgames.play.gamelog import Step
from dashgames.play.store import Store
from dashgames.play.types import EventRecord

TURN = {"type": "turn"}

SeatOf = Callable[[dict[str, str]], tuple[int | None, bool]]
"""The reader's seat in a game's summary, and whether it plays it now (not a spectator, nor a
player whose seat went to a bot): only then do records carry legal moves."""


@dataclass
class Following:
    """A reader's registration with the bell (``rung`` is set at each commit of its game): an
    open stream holds one for its whole life, a long poll for its one wait. ``primed``: the
    last read caught the reader up, so nothing is read again until a commit rings. ``seat``:
    the seat the last read found the reader playing, so the next read fetches that seat's
    legal moves in the same round trip. ``version``: the game's version at the last read."""

    rung: Event
    primed: bool = False
    seat: int | None = None
    version: int = 0


def events_after(
    store: Store, bell: Bell | None, game_id: str, seat_of: SeatOf, cursor: tuple[int, int],
    wait_seconds: float, limit: int, following: Following | None = None,
    alive: Callable[[], bool] | None = None, woken: Callable[[], bool] | None = None,
) -> list[EventRecord]:
    """The records after ``cursor`` the reader may see, at most ``limit``; when there are none
    yet, waiting up to ``wait_seconds`` for a commit that brings some. ``following``: an open
    stream's standing registration (``GameReads.follow``); a reader without one that waits
    registers for the wait. ``alive``: asked before each slice of the wait (the reader's token
    still holds); ``TokenRevoked`` when it no longer does. ``woken``: asked after each read
    that found nothing (the table's chat has a message past the reader's chat cursor: the
    game's bell rings for chat too); True ends the wait with no records."""
    limit = max(1, limit)
    with contextlib.ExitStack() as registered:
        if following is None:
            # registered before the first read: no commit falls between the read and the wait
            rung = Event()
            if bell is not None and wait_seconds > 0:
                rung = registered.enter_context(bell.waiting(game_id))
            following = Following(rung)
        deadline = time.monotonic() + max(wait_seconds, 0.0)
        while True:
            rung = following.rung
            ringing = bell is not None and bell.ready
            if not (following.primed and ringing and not rung.is_set()):
                rung.clear()  # before the read: a commit after it rings again
                records = _page(store, game_id, seat_of, cursor, limit, following)
                if records or (woken is not None and woken()):
                    return records
            left = deadline - time.monotonic()
            if left <= 0:
                return []
            if alive is not None and not alive():
                raise TokenRevoked("this token was revoked")
            if ringing:  # a reader with a token waits in slices, so a revocation is seen in one
                rung.wait(min(left, BLOCK_SLICE) if alive is not None else left)
            else:
                store.log.stream_wait(game_id, f"{following.version}-0", int(left * 1000), 1)


def _page(store: Store, game_id: str, seat_of: SeatOf, cursor: tuple[int, int], limit: int,
          following: Following) -> list[EventRecord]:
    """One read: the summary, the steps from the cursor's version on and the legal moves of the
    seat the reader last held, in one round trip (MULTI), so the window's edges, the reader's
    seat and its moves all belong to one version; the steps the live window no longer holds
    come from the archive."""
    version, _ = cursor
    guess = following.seat
    meta, steps, moves = store.meta_entries_rendered(
        game_id, f"{version}-0", limit, None if guess is None else f"m{guess}")
    if not meta:
        raise GameNotFound(f"no game {game_id}", game_id=game_id)
    seat, holds = seat_of(meta)
    player = seat if holds else None
    current = int(meta["v"])
    first_live = steps[0].version if steps else current + 1
    if _behind_live_window(version, first_live, current):
        older = store.log.archived_steps(game_id)
        steps = [s for s in older if version <= s.version < first_live] + steps
    if player is not None and version < 1 and current == 1:
        # No step yet: the game may already wait for this seat (it moves first).
        steps = [Step(1, "platform", None, [], json.loads(meta.get("act") or "[]")), *steps]
    records = _visible(steps, seat, player, cursor, limit)
    following.primed, following.seat, following.version = len(records) < limit, player, current
    known = (guess, meta["v"], moves) if guess is not None else None
    return _with_legal_moves(store, game_id, meta["type"], records, player, known)


def _behind_live_window(version: int, first_live: int, current: int) -> bool:
    """A reader at ``version`` may still need that step's later events (a page can end inside
    a step) and needs every step after it; the first step a game logs is version 2 (version 1
    is its creation). Behind when the live stream, from ``first_live`` on, no longer holds the
    first step needed: it was folded into the archive (or the finished game's stream expired).
    Decided on the summary and the steps read at one version: a fold between two reads could
    otherwise hide the steps it moved."""
    needed = max(version, 2)
    return needed <= current and first_live > needed


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
