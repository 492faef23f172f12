"""What one step writes (``Commit``) and how it travels to commit.lua (``commit_args``)."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from dashgames.accounts.inbox import KEEP as INBOX_KEEP
from dashgames.infra.redis_client import dumps

FOLD_EVERY = 16
"""Steps kept raw in the stream before they are compressed into one archive chunk."""
KEEP_LIVE = 2
"""Steps left in the stream after a fold, so clients a little behind still resume there.

Redis allocates a stream in nodes of ``stream-node-max-bytes`` (4 KB by default) whatever they
hold, and a Double Dash! step takes about 220 bytes there: up to 18 steps fit one node. Folding
every 16 and keeping 2 keeps a running game's stream in one node (4.7 KB) where 32 and 8 kept
up to 40 steps in two or three (9.8-14.7 KB), for a fold twice as often (a few us per move)."""
FINISHED_STREAM_SECONDS = 60
"""How long a finished game's stream outlives it (its readers then read the archive)."""
SPILL_AT = 32
"""Folded steps Redis may hold beyond ``sv`` before the fold asks the archive worker to spill
them into the history database (``dashgames.history.archive``): two folds' chunks, about 1.1 KB
of a Double Dash! game's archive list at most while a spill is pending, none after it. Half as
many would spill twice as often (each spill costs the archive worker a database commit) for
about 0.4 KB less at the peak; twice as many took the peak to 17 KB (bench/memory_bench.py)."""
RESULT_WINDOW = 16
"""Versions for which command results (and idempotency keys) are kept per game, and at least
``RESULT_SECONDS``: a fold prunes a result only when both have passed."""
RESULT_SECONDS = 300
"""How long a command's answer (and its idempotency key) outlives it at least, however fast the
game moves on: a client retrying across an API restart, its seat meanwhile played by the clock's
bot for many versions, still gets its first answer (found by ``make chaos``)."""
# What ``Store.commit`` (commit.lua) and ``Store.record`` (record.lua) answer first.
COMMITTED = 1
CONFLICT = 0  # the version moved since the caller read the game
NO_GAME = -1
KEY_TAKEN = 2  # the idempotency key belongs to another command


@dataclass
class Commit:
    """Everything one step writes; ``Store.commit`` sends it to the Lua script."""

    game_id: str
    expected_version: int
    step_actor: Any
    step_move: Any
    step_events: list[dict[str, Any]]
    step_to_act: list[int] | None = None
    state_json: str = ""
    meta: dict[str, str] | None = None
    rendered: dict[str, str] | None = None
    results: dict[str, str] | None = None
    idem_field: str = ""
    command_id: str = ""
    fold_chunk: bytes = b""  # a chunk of steps appended to the archive
    compact: str = ""  # "merge" | "final": have a rules worker compress the archive as one
    spill: bool = False  # have the archive worker move the folded steps into the database
    archived_to: int = 0
    status_move: tuple[str, str, str, float] | None = None  # (type, old, new status, created)
    reply: str = ""
    finished: bool = False
    owed_at: float = 0.0  # when the game's next step is owed (``P {owed}``); 0: nothing owed
    unlisted: bool = False  # a private game: its status change leaves the lobby alone
    # Account stream entries (``dashgames.play.notices``): (player id, type, body, the seat
    # whose legal moves the script appends to the body, or None)
    notices: list[tuple[str, str, str, int | None]] | None = None


def commit_args(c: Commit, store: Any) -> list[str | bytes]:
    """commit.lua's arguments: the commit as one JSON object (ARGV[1]; each optional part absent
    when it has nothing to do), and beside it, raw, the bulk it names by argument number: the
    state, each view and legal-move list, the archive chunk. Escaped inside the JSON those
    texts would cost Redis more to decode than all the rest of the commit; bytes it cannot
    carry at all."""
    args: list[str | bytes] = [""]

    def raw(value: str | bytes) -> int:
        args.append(value)
        return len(args)  # Lua counts from 1

    doc: dict[str, Any] = {
        "expected": c.expected_version,
        "idem_field": c.idem_field,
        "command_id": c.command_id,
        "meta": c.meta or {},
        "step": {"a": dumps(c.step_actor), "m": dumps(c.step_move), "e": dumps(c.step_events),
                 "t": dumps(c.step_to_act)},
        "results": c.results or {},
        "channel": store.channel(c.game_id),
    }
    if c.state_json:
        doc["state"] = raw(c.state_json)
    if c.rendered:
        doc["rendered"] = {field: raw(value) for field, value in c.rendered.items()}
    if c.fold_chunk:
        doc["fold"] = _fold(c, raw(c.fold_chunk))
    if c.status_move is not None and not c.unlisted:
        doc["lobby"] = {"game_id": c.game_id, "score": repr(c.status_move[3])}
        if store.cluster:
            doc["lobby"].update(type=c.status_move[0], old=c.status_move[1],
                                new=c.status_move[2])
    if c.reply:
        doc["reply"] = {"payload": c.reply, "ttl": store.settings.result_ttl}
    if store.settings.open_game_ttl > 0:
        doc["open_ttl"] = store.settings.open_game_ttl
        if c.status_move is not None and c.status_move[1] == "open":
            doc["left_open"] = 1
    doc["owed"] = {"id": c.game_id, "at": repr(c.owed_at)} if c.owed_at else {"id": c.game_id}
    if c.finished and store.settings.finished_ttl > 0:
        doc["expire_after"] = store.settings.finished_ttl
    if c.finished:
        doc["archive_at"] = repr(time.time() + store.settings.owed_grace)
    if c.notices:
        doc["inbox"] = [{"k": 14 + i, "t": kind, "d": raw(body),
                         **({"m": f"m{moves_of}"} if moves_of is not None else {}),
                         **({"p": player_id} if store.cluster else {})}
                        for i, (player_id, kind, body, moves_of) in enumerate(c.notices)]
        doc["inbox_keep"] = INBOX_KEEP
    if store.cluster:
        doc["defer"] = 1
    args[0] = dumps(doc)
    return args


def _fold(c: Commit, chunk: int) -> dict[str, int]:
    """A fold's part of the commit: the chunk's argument number, the archive's new end, the
    first step the stream keeps, the oldest result version kept, the stream's expiry."""
    fold = {
        "chunk": chunk,
        "archived_to": c.archived_to,
        "keep_from": max(c.archived_to - KEEP_LIVE + 1, 1),
        "prune_before": c.expected_version + 1 - RESULT_WINDOW,
        "prune_time": int(time.time()) - RESULT_SECONDS,
    }
    if c.finished:
        fold["stream_ttl"] = FINISHED_STREAM_SECONDS
    return fold








