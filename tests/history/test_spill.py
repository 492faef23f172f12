"""Bounded Redis per game: a running game's older steps are spilled into the history database.

A Double Dash! game is played to version 1,000 through the back end (the real rules service,
the real ``rules,archive`` worker doing the spills, real Redis and the session's SQLite history),
and ``MEMORY USAGE`` of its keys is checked at each checkpoint once the worker has caught up.
Its history (event catch-up from the start, the replay) is compared with an unspilled copy of
the same game. The crash tests run the archive worker's spill in this process, with the
followups' spill requests kept from the real worker, so each step happens exactly where the
test puts it.
"""

from __future__ import annotations

import itertools
import json
import random
from typing import Any

import pytest
import sqlalchemy as sa

from dashgames.engine import get_game
from dashgames.history.archive import Archiver
from dashgames.infra.redis_client import dumps
from dashgames.play.commit import SPILL_AT
from dashgames.play.gamelog import GameLog, Step, decompress, fold_chunk
from dashgames.play.store import Store
from dashgames.play.types import SeatSpec
from dashgames.records.database import open_history
from dashgames.records.reads import archived_game
from dashgames.records.schema import spilled_steps
from tests.support.service_helpers import wait_until

BOUND = 16 * 1024
CHECKPOINTS = (25, 100, 200, 400, 600, 800, 1000)
HUMANS = [SeatSpec("human"), SeatSpec("human")]


class Table:
    """A Double Dash! game between two humans, moved through the back end; every step is
    read from the live stream right after its commit (the log as written, never spilled)."""

    def __init__(self, backend: Any, players: Any, seed: int) -> None:
        self.backend = backend
        self.seats = players(2)
        self.id = backend.create_game(self.seats[0], "double_dash", None, HUMANS, 0).id
        backend.join(self.seats[1], self.id, 1)
        self.rng = random.Random(seed)
        self.rules = get_game("double_dash")
        self.written = {s.version: s for s in self.store.log.stream_entries(self.id, "0-0")}

    @property
    def store(self) -> Store:
        return self.backend.store  # type: ignore[no-any-return]

    def version(self) -> int:
        return int(self.store.meta(self.id)["v"])

    def play_to(self, version: int, captures: bool = False) -> None:
        """Random legal moves up to ``version``; without ``captures``, a move that takes a
        piece only when every move does (so the game lasts past 1,000 versions)."""
        while (meta := self.store.meta(self.id)) and int(meta["v"]) < version:
            to_act = json.loads(meta["act"])
            assert to_act, f"the game ended at version {meta['v']}"
            seat = to_act[0]
            _, _, legal, _ = self.backend.legal_moves(self.seats[seat], self.id)
            moves = json.loads(legal)
            self.rng.shuffle(moves)
            move = moves[0] if captures else self._quiet(seat, moves)
            done = self.backend.submit_move(self.seats[seat], self.id, move, int(meta["v"]),
                                            None, False)
            [step] = self.store.log.stream_entries(self.id, f"{done.version}-0", count=1)
            self.written[step.version] = step

    def _quiet(self, seat: int, moves: list[Any]) -> Any:
        state = self.rules.state_from_json(
            json.loads(self.store.redis.get(self.store.game_key(self.id, "state"))))
        for move in moves:
            after, _ = self.rules.apply(state, seat, self.rules.moves.parse(move))
            if len(after.pieces[1 - seat]) == len(state.pieces[1 - seat]):
                return move
        return moves[0]

    def log(self) -> list[Step]:
        return [self.written[v] for v in sorted(self.written)]

    def spilled_to(self) -> int:
        return int(self.store.meta(self.id).get("sv") or 0)

    def caught_up(self) -> bool:
        """No spill owed: Redis holds fewer folded steps than a fold asks a spill for."""
        meta = self.store.meta(self.id)
        return int(meta.get("av", "1")) - int(meta.get("sv") or 0) < SPILL_AT

    def unspilled_copy(self) -> str:
        """The same game under a new id, its whole archive in Redis as before spilling."""
        copy_id = self.id + "c"
        for part in ("meta", "state", "pub", "ev", "arc", "cmd"):
            self.store.redis.copy(self.store.game_key(self.id, part),
                                  self.store.game_key(copy_id, part), replace=True)
        folded = self.store.log.archive_text(self.id)
        self.store.redis.hdel(self.store.game_key(copy_id, "meta"), "sv")
        self.store.redis.delete(self.store.game_key(copy_id, "arc"))
        self.store.redis.rpush(self.store.game_key(copy_id, "arc"), fold_chunk(folded))
        return copy_id


def every_event(backend: Any, game_id: str) -> list[Any]:
    """A spectator's catch-up from the very start, page by page."""
    out: list[Any] = []
    after = "0"
    while page := backend.events_after(None, game_id, after, 0, 100):
        out += page
        after = page[-1].id
    return out


def spill_rows(backend: Any, game_id: str) -> list[tuple[int, int]]:
    with open_history(backend.settings.history_url).connect() as db:
        return [tuple(r) for r in db.execute(  # type: ignore[misc]
            sa.select(spilled_steps.c.first_version, spilled_steps.c.last_version)
            .where(spilled_steps.c.game_id == game_id)
            .order_by(spilled_steps.c.first_version))]


def test_a_game_to_version_1000_stays_within_16_kb_and_keeps_its_whole_history(
        backend: Any, players: Any) -> None:
    table = Table(backend, players, seed=19)
    sizes = {}
    for checkpoint in CHECKPOINTS:
        table.play_to(checkpoint)
        wait_until(table.caught_up)
        sizes[checkpoint] = table.store.memory_usage(table.id)
        if checkpoint == 400:  # a reader far behind the live window, mid-game
            copy = table.unspilled_copy()
            assert every_event(backend, table.id) == every_event(backend, copy)
    assert all(size <= BOUND for size in sizes.values()), sizes
    rows = spill_rows(backend, table.id)
    assert rows[0][0] == 1 and rows[-1][1] == table.spilled_to() >= 1000 - SPILL_AT
    assert all(a[1] + 1 == b[0] for a, b in itertools.pairwise(rows))  # no gap or overlap

    # The end, before archiving (a worker's final compaction done): still within the bound.
    backend.resign(table.seats[1], table.id)
    end = table.version()
    table.written[end] = table.store.log.stream_entries(table.id, f"{end}-0")[-1]
    wait_until(lambda: table.store.redis.lindex(table.store.game_key(table.id, "arc"), 0)
               .startswith(b"BZh"))
    assert table.store.memory_usage(table.id) <= BOUND

    steps = table.store.log.all_steps(table.id, int(table.store.meta(table.id)["av"]))
    assert [s.version for s in steps] == list(range(2, end + 1))
    assert steps == table.log()  # every step as it was written, once, in order
    copy = table.unspilled_copy()
    assert backend.replay(table.id) == backend.replay(copy)
    assert [m["version"] for m in backend.replay(table.id).moves] == \
        [s.version for s in table.log() if s.actor != "platform"]
    assert every_event(backend, table.id) == every_event(backend, copy)

    # The archive worker copied the whole log, spilled part and all, into the history.
    wait_until(lambda: table.store.meta(table.id).get("arch") == "1")
    archived = archived_game(open_history(backend.settings.history_url), table.id)
    assert archived is not None
    assert archived.steps == [json.loads(dumps(s.record())) for s in table.log()]
    # Its spilled ranges are dropped; while its live keys last, readers take those steps from
    # the games row.
    assert spill_rows(backend, table.id) == []
    assert table.store.log.all_steps(table.id, end) == table.log()
    assert backend.replay(table.id) == backend.replay(copy)
    assert archiver(backend).spill(table.id, at_least=1) == 0  # a late spill writes nothing
    assert spill_rows(backend, table.id) == []
    # A stray range that does not start the log (a spill racing the archive on PostgreSQL
    # could leave one) is not taken for the log's start: the games row is.
    with open_history(backend.settings.history_url).begin() as db:
        db.execute(spilled_steps.insert().values(game_id=table.id, first_version=40,
                                                 last_version=50, steps=b"junk", at=0.0))
    assert table.store.log.all_steps(table.id, end) == table.log()


@pytest.fixture
def quiet_followups(backend: Any, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Spill requests kept here instead of reaching the real worker."""
    asked: list[str] = []
    monkeypatch.setattr(backend.followups, "spill_archive", asked.append)
    return asked


def archiver(backend: Any, store: Store | None = None) -> Archiver:
    return Archiver(backend.settings, store or backend.store,
                    open_history(backend.settings.history_url))


class Crash(Exception):
    pass


class CrashBeforeTrim(GameLog):
    """The worker dies after its database write, before its Redis step."""

    def trim_spilled(self, *args: Any, **kwargs: Any) -> bool:
        raise Crash()


def test_a_spill_that_dies_before_its_trim_loses_nothing_and_writes_nothing_twice(
        backend: Any, players: Any, quiet_followups: list[str]) -> None:
    table = Table(backend, players, seed=7)
    table.play_to(50, captures=True)  # three folds: through versions 17, 33, 49
    assert quiet_followups == [table.id]  # the fold through 33 asked (32 folded steps)
    assert table.spilled_to() == 0

    dying = Store(backend.store.redis, backend.settings)
    dying.log = CrashBeforeTrim(dying.redis, dying.lane, backend.settings)
    with pytest.raises(Crash):
        archiver(backend, dying).spill(table.id)
    assert spill_rows(backend, table.id) == [(1, 49)]  # the database has the range...
    assert table.spilled_to() == 0  # ...and Redis still has every step too
    assert table.store.log.archived_steps(table.id) == table.log()[:48]  # 2..49, each once

    # More steps fold before the spill runs again: it keeps the row it wrote and trims to its
    # end only; the steps after it stay in Redis.
    table.play_to(66, captures=True)  # folds through 65
    assert archiver(backend).spill(table.id) == 49
    assert spill_rows(backend, table.id) == [(1, 49)]
    assert table.spilled_to() == 49
    arc = table.store.redis.lrange(table.store.game_key(table.id, "arc"), 0, -1)
    assert [Step(*r).version for r in json.loads(table.store.log.archive_text(table.id))] == \
        list(range(2, 66))
    assert len(arc) == 1  # the rest (50..65), as one chunk
    assert table.store.log.all_steps(table.id, 65) == table.log()

    # The same task delivered again: nothing to move (16 steps are fewer than it takes).
    assert archiver(backend).spill(table.id) == 0
    # Once enough have folded again it moves them as the next range.
    table.play_to(82, captures=True)
    assert archiver(backend).spill(table.id) == 81
    assert spill_rows(backend, table.id) == [(1, 49), (50, 81)]
    assert table.store.redis.llen(table.store.game_key(table.id, "arc")) == 0
    assert table.store.log.all_steps(table.id, 81) == table.log()
    assert archiver(backend).spill(table.id, at_least=1) == 0  # nothing left: nothing written
    assert spill_rows(backend, table.id) == [(1, 49), (50, 81)]


def test_a_spill_racing_a_compaction_reads_again(backend: Any, players: Any,
                                                 quiet_followups: list[str]) -> None:
    """The archive's chunks are merged between the spill's read and its trim: the guarded trim
    refuses, the spill reads again, keeps the row it wrote and cuts the merged chunk there."""
    table = Table(backend, players, seed=3)
    table.play_to(34, captures=True)  # folded through 33
    store = backend.store
    racing = Store(store.redis, backend.settings)
    read = racing.log.archive_tail

    def tail_then_merge(game_id: str) -> tuple[int, list[bytes]]:
        seen = read(game_id)
        if table.version() < 50:
            table.play_to(50, captures=True)  # a fold appends a chunk (34..49)
            assert store.log.compact_archive(table.id, final=False)  # and all three become one
        return seen

    racing.log.archive_tail = tail_then_merge  # type: ignore[method-assign]
    assert archiver(backend, racing).spill(table.id) == 33
    assert spill_rows(backend, table.id) == [(1, 33)]
    assert table.spilled_to() == 33
    [rest] = store.redis.lrange(store.game_key(table.id, "arc"), 0, -1)
    assert [r[0] for r in json.loads(zlib_text(rest))] == list(range(34, 50))
    assert store.log.all_steps(table.id, 49) == table.log()


def zlib_text(chunk: bytes) -> str:
    return decompress(chunk).decode()
